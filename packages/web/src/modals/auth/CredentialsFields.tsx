import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/TextField.tsx';
import { ContactField } from './ContactField.tsx';
import type { CredentialsForm } from './CredentialsForm.ts';

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
      <ContactField
        method={form.method}
        emailLabel={t('fields.email')}
        email={form.email}
        onEmail={(value) => form.typeEmail(value)}
        phone={form.phone}
        onPhone={(value) => form.typePhone(value)}
        onCountry={(country) => form.choosePhoneCountry(country)}
        error={form.method === 'email' ? form.emailError : form.phoneError}
      />
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
