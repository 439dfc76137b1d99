import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../app/useViewModel.ts';
import { CodeVerificationForm } from './access/CodeVerificationForm.tsx';
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
      <section className="page-section" aria-labelledby="access-email">
        <h2 id="access-email" className="page-section__title">
          {t('access.email.title')}
        </h2>
        {vm.emailToVerify ? (
          <CodeVerificationForm verification={vm.email} contact={vm.emailToVerify} channel="email" />
        ) : (
          <p className="page-text">
            {user.email ? t('access.email.verifiedAs', { contact: user.email }) : t('access.email.none')}
          </p>
        )}
      </section>
      <section className="page-section" aria-labelledby="access-phone">
        <h2 id="access-phone" className="page-section__title">
          {t('access.phone.title')}
        </h2>
        {vm.phoneToVerify ? (
          <CodeVerificationForm verification={vm.phone} contact={vm.phoneToVerify} channel="phone" />
        ) : (
          <p className="page-text">
            {user.phone ? t('access.phone.verifiedAs', { contact: user.phone }) : t('access.phone.none')}
          </p>
        )}
      </section>
      <section className="page-section" aria-labelledby="access-password">
        <h2 id="access-password" className="page-section__title">
          {t('access.password.title')}
        </h2>
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
      </section>
    </>
  );
}

export default observer(ProfileAccessPage);
