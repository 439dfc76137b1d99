import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { AuthFormActions } from '../../modals/auth/AuthForm.tsx';
import { NewPasswordFields } from '../../components/form/NewPasswordFields.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { ContactVerificationSection } from './access/ContactVerificationSection.tsx';
import { PROFILE_ACCESS_VM } from './access/ProfileAccessViewModel.ts';

/** Email and phone verification by code, and a first password for accounts without one. */
function ProfileAccessPage() {
  const { t } = useTranslation(['profile', 'errors']);
  const vm = useViewModel(PROFILE_ACCESS_VM);
  useDocumentTitle(t('access.title'));
  const user = vm.user;
  if (!user) return null;
  const form = vm.setPassword;

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <>
      <PageHeading subtitle={t('access.subtitle')}>{t('access.title')}</PageHeading>
      <ContactVerificationSection
        channel="email"
        verification={vm.email}
        toVerify={vm.emailToVerify}
        contact={user.email}
      />
      <ContactVerificationSection
        channel="phone"
        verification={vm.phone}
        toVerify={vm.phoneToVerify}
        contact={user.phone}
      />
      <ProfileSection id="access-password" title={t('access.password.title')}>
        {vm.needsPassword ? (
          <form className="profile-form" onSubmit={submitPassword} noValidate>
            <p className="page-text">{t('access.password.text')}</p>
            <NewPasswordFields
              passwordLabel={t('access.password.password')}
              confirmLabel={t('access.password.confirm')}
              password={form.password}
              confirm={form.confirm}
              onPassword={(text) => form.typePassword(text)}
              onConfirm={(text) => form.typeConfirm(text)}
              confirmError={form.error ? t(`errors:${form.error.key}`) : null}
            />
            <AuthFormActions submitLabel={t('access.password.submit')} busy={form.busy} />
          </form>
        ) : (
          <p className="page-text">{t('access.password.exists')}</p>
        )}
      </ProfileSection>
    </>
  );
}

export default observer(ProfileAccessPage);
