import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/TextField.tsx';
import type { CredentialsForm } from './CredentialsForm.ts';
import { PhoneField } from './PhoneField.tsx';

/** The email or the masked phone, whichever method is chosen, then the password. */
export const CredentialsFields = observer(function CredentialsFields({
  form,
  passwordAutoComplete,
}: {
  form: CredentialsForm;
  /** "current-password" to log in, "new-password" to register, so password managers offer the right thing. */
  passwordAutoComplete: 'current-password' | 'new-password';
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      {form.method === 'email' ? (
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          value={form.email}
          onValueChange={(value) => form.typeEmail(value)}
          error={form.emailError ? t(form.emailError) : null}
        />
      ) : (
        <PhoneField
          phone={form.phone}
          onCountry={(country) => form.choosePhoneCountry(country)}
          onType={(value) => form.typePhone(value)}
          error={form.phoneError}
        />
      )}
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete={passwordAutoComplete}
        value={form.password}
        onValueChange={(value) => form.typePassword(value)}
        error={form.passwordError ? t(form.passwordError) : null}
      />
    </>
  );
});
