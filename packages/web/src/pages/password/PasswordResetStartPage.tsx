import { useEffect, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useLocalizedPath } from '../../components/useLocalizedPath.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { NewPasswordFields } from '../../components/form/NewPasswordFields.tsx';
import { ContactField } from '../../modals/auth/ContactField.tsx';
import { AuthFormActions } from '../../modals/auth/AuthForm.tsx';
import { PasswordChangedNotice } from './PasswordChangedNotice.tsx';
import { PASSWORD_RESET_START_VM } from './PasswordResetStartViewModel.ts';
import type { ResetChannel } from './resetLink.ts';
import '../../components/page/pages.css';
import '../../components/page/profile.css';

/** Password recovery: by email the code with the new password here; by phone the code, then the reset page. */
function PasswordResetStartPage() {
  const { t } = useTranslation(['password', 'errors']);
  const vm = useViewModel(PASSWORD_RESET_START_VM);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  useDocumentTitle(t('start.title'));

  const resetPath = vm.resetPath;
  useEffect(() => {
    if (resetPath) navigate(localize(resetPath));
  }, [resetPath, navigate, localize]);

  function submitContact(event: FormEvent) {
    event.preventDefault();
    void vm.sendCode();
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    void vm.confirmCode();
  }

  const channels: readonly ResetChannel[] = ['email', 'phone'];
  const passwordError = vm.passwordErrors['password'];
  const confirmError = vm.passwordErrors['password_confirm'];
  return (
    <div className="page" data-page="password-reset">
      <PageHeading subtitle={t('start.subtitle')}>{t('start.title')}</PageHeading>
      {vm.step === 'done' ? <PasswordChangedNotice onLogIn={() => vm.logIn()} /> : null}
      {vm.step === 'contact' ? (
        <Tabs
          label={t('start.channel')}
          items={channels.map((channel) => ({ key: channel, label: t(`start.channels.${channel}`) }))}
          selected={vm.channel}
          onSelect={(channel) => vm.chooseChannel(channel)}
        >
          <form className="profile-form" onSubmit={submitContact} noValidate>
            <ContactField
              method={vm.channel}
              emailLabel={t('start.email')}
              email={vm.email}
              onEmail={(text) => vm.typeEmail(text)}
              phone={vm.phone}
              onPhone={(text) => vm.typePhone(text)}
              onCountry={(country) => vm.phone.setCountry(country)}
              error={vm.contactError}
            />
            <AuthFormActions submitLabel={t('start.send')} busy={vm.busy} />
            {vm.channel === 'email' ? (
              <p className="page-text">
                {t('start.loginDataHint')}{' '}
                <Button variant="ghost" size="small" busy={vm.busy} onClick={() => void vm.sendLoginData()}>
                  {t('start.loginData')}
                </Button>
              </p>
            ) : null}
          </form>
        </Tabs>
      ) : null}
      {vm.step === 'code' ? (
        <form className="profile-form" onSubmit={submitCode} noValidate>
          <p className="page-text" role="status">
            {t(`start.codeSentTo.${vm.channel}`, { contact: vm.contact ?? '' })}
          </p>
          <TextField
            label={t('start.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            value={vm.code}
            onValueChange={(text) => vm.typeCode(text)}
            error={vm.codeError ? t(vm.codeError) : null}
          />
          {vm.channel === 'email' ? (
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
          ) : null}
          <AuthFormActions
            submitLabel={vm.channel === 'email' ? t('finish.submit') : t('start.confirm')}
            busy={vm.busy}
          >
            <Button variant="ghost" disabled={!vm.cooldown.canResend} onClick={() => void vm.sendCode()}>
              {vm.cooldown.canResend
                ? t('start.resend')
                : t('start.resendIn', { seconds: vm.cooldown.secondsLeft })}
            </Button>
            <Button variant="ghost" onClick={() => vm.changeContact()}>
              {t('start.changeContact')}
            </Button>
          </AuthFormActions>
        </form>
      ) : null}
    </div>
  );
}

export default observer(PasswordResetStartPage);
