import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../app/useViewModel.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { ContactVerificationSection } from './access/ContactVerificationSection.tsx';
import { PROFILE_ACCESS_VM, type ProfileAccessViewModel } from './access/ProfileAccessViewModel.ts';

/** Email and phone verification by code, and a first password for accounts without one. */
function ProfileAccessPage() {
  const { t } = useTranslation(['profile', 'errors']);
  const vm = useViewModel<ProfileAccessViewModel>(PROFILE_ACCESS_VM);
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
            <TextField
              label={t('access.password.password')}
              type="password"
              autoComplete="new-password"
              value={form.password}
              onValueChange={(text) => form.typePassword(text)}
            />
            <TextField
              label={t('access.password.confirm')}
              type="password"
              autoComplete="new-password"
              value={form.confirm}
              onValueChange={(text) => form.typeConfirm(text)}
              error={form.error ? t(`errors:${form.error.key}`) : null}
            />
            <div className="form-actions">
              <Button type="submit" busy={form.busy}>
                {t('access.password.submit')}
              </Button>
            </div>
          </form>
        ) : (
          <p className="page-text">{t('access.password.exists')}</p>
        )}
      </ProfileSection>
    </>
  );
}

export default observer(ProfileAccessPage);
