import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PasswordChangeField } from '@casino/core';
import { TextField } from '../../../components/form/TextField.tsx';
import { AuthFormActions } from '../../../modals/auth/AuthForm.tsx';
import { ProfileSection } from '../ProfileSection.tsx';
import type { PasswordChangeForm } from './PasswordChangeForm.ts';

const FIELDS: readonly { readonly field: PasswordChangeField; readonly autoComplete: string }[] = [
  { field: 'old_password', autoComplete: 'current-password' },
  { field: 'new_password', autoComplete: 'new-password' },
  { field: 'password_confirm', autoComplete: 'new-password' },
];

/** The password change form; each failing field shows its own message (§5). */
export const PasswordChangeSection = observer(function PasswordChangeSection({
  form,
}: {
  form: PasswordChangeForm;
}) {
  const { t } = useTranslation(['profile', 'errors']);
  const values: Record<PasswordChangeField, string> = {
    old_password: form.oldPassword,
    new_password: form.newPassword,
    password_confirm: form.confirm,
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <ProfileSection id="setting-password" title={t('setting.password.title')}>
      <form className="profile-form" onSubmit={submit} noValidate>
        {FIELDS.map(({ field, autoComplete }) => {
          const error = form.fieldErrors[field];
          return (
            <TextField
              key={field}
              label={t(`setting.password.labels.${field}`)}
              type="password"
              autoComplete={autoComplete}
              value={values[field]}
              onValueChange={(text) => form.type(field, text)}
              error={error ? t(`errors:${error}`) : null}
            />
          );
        })}
        <AuthFormActions submitLabel={t('setting.password.submit')} busy={form.busy} />
      </form>
    </ProfileSection>
  );
});
