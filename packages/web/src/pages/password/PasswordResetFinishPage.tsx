import { useEffect, type FormEvent } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { PasswordChangedNotice } from './PasswordChangedNotice.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useLocalizedPath } from '../../components/useLocalizedPath.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { AuthFormActions } from '../../modals/auth/AuthForm.tsx';
import { PASSWORD_RESET_FINISH_VM } from './PasswordResetFinishViewModel.ts';
import { NewPasswordFields } from '../../components/form/NewPasswordFields.tsx';
import { channelOf } from './resetLink.ts';
import '../../components/page/pages.css';
import '../../components/page/profile.css';

/** /reset-password/{token}: the token checked first, then the new password and its confirmation. */
function PasswordResetFinishPage() {
  const { token = '' } = useParams();
  const { search } = useLocation();
  const channel = channelOf(search);
  const { t } = useTranslation(['password', 'errors']);
  const localize = useLocalizedPath();
  const vm = useViewModel(PASSWORD_RESET_FINISH_VM);
  useEffect(() => void vm.open(token, channel), [vm, token, channel]);
  useDocumentTitle(t('finish.title'));

  if (vm.state === 'leave') return <Navigate to={localize('/error')} replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    void vm.submit();
  }

  const passwordError = vm.fieldErrors['password'];
  const confirmError = vm.fieldErrors['password_confirm'];
  return (
    <div className="page" data-page="password-reset-finish">
      <PageHeading subtitle={vm.state === 'form' ? t('finish.subtitle') : undefined}>
        {t('finish.title')}
      </PageHeading>
      {vm.state === 'checking' ? <LoadingState label={t('finish.checking')} /> : null}
      {vm.state === 'failed' ? <ErrorState onRetry={() => void vm.retry()} /> : null}
      {vm.state === 'invalid' ? (
        <div className="notice notice--error" role="alert">
          <p className="page-text">{t('finish.invalid')}</p>
          <div className="card__actions">
            <ButtonLink to="/password/reset">{t('finish.startAgain')}</ButtonLink>
          </div>
        </div>
      ) : null}
      {vm.state === 'form' ? (
        <form className="profile-form" onSubmit={submit} noValidate>
          <NewPasswordFields
            passwordLabel={t('finish.password')}
            confirmLabel={t('finish.confirm')}
            password={vm.password}
            confirm={vm.confirm}
            onPassword={(text) => vm.typePassword(text)}
            onConfirm={(text) => vm.typeConfirm(text)}
            passwordError={passwordError ? t(`errors:${passwordError}`) : null}
            confirmError={confirmError ? t(`errors:${confirmError}`) : null}
          />
          <AuthFormActions submitLabel={t('finish.submit')} busy={vm.busy} />
        </form>
      ) : null}
      {vm.state === 'done' ? <PasswordChangedNotice onLogIn={() => vm.logIn()} /> : null}
    </div>
  );
}

export default observer(PasswordResetFinishPage);
