import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { useViewModel } from '../../di/useViewModel.ts';
import { MODAL_VM } from '../modalTokens.ts';
import { ModalFrame } from '../../components/modal/ModalFrame.tsx';
import { AuthForm, AuthFormActions } from '../auth/AuthForm.tsx';
import { CodeField } from '../auth/CodeField.tsx';
import { EmailField } from '../auth/EmailField.tsx';
import { FormLink } from '../auth/FormLink.tsx';
import '../auth/auth.css';

export default observer(function LoginByEmailModal() {
  const { t } = useTranslation('auth');
  const vm = useViewModel(MODAL_VM.LoginByEmail);
  return (
    <ModalFrame name="login-by-email" title={t('loginByEmail.title')} onClose={() => vm.close()}>
      {vm.step === 'email' ? (
        <AuthForm onSubmit={() => vm.sendCode()}>
          <p className="code-sent">{t('loginByEmail.intro')}</p>
          <EmailField
            label={t('fields.email')}
            value={vm.email}
            onType={(value) => vm.typeEmail(value)}
            error={vm.emailError}
          />
          <AuthFormActions submitLabel={t('loginByEmail.sendCode')} busy={vm.busy} />
        </AuthForm>
      ) : (
        <AuthForm onSubmit={() => vm.submitCode()}>
          <p className="code-sent" role="status">
            {t('loginByEmail.sentTo', { email: vm.email })}
          </p>
          <CodeField value={vm.code} onType={(value) => vm.typeCode(value)} error={vm.codeError} />
          <AuthFormActions submitLabel={t('loginByEmail.submit')} busy={vm.busy}>
            <Button
              variant="secondary"
              disabled={!vm.cooldown.canResend}
              onClick={() => void vm.resendCode()}
            >
              {vm.cooldown.canResend
                ? t('loginByEmail.resend')
                : t('confirmByPhone.resendIn', { seconds: vm.cooldown.secondsLeft })}
            </Button>
          </AuthFormActions>
          <FormLink label={t('loginByEmail.changeEmail')} onClick={() => vm.changeEmail()} />
        </AuthForm>
      )}
      <FormLink label={t('login.title')} onClick={() => vm.backToLogin()} />
    </ModalFrame>
  );
});
