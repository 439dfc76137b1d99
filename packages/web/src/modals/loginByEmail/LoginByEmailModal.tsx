import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useViewModel } from '../../app/useViewModel.ts';
import { MODAL_VM } from '../modalTokens.ts';
import { ModalFrame } from '../ModalFrame.tsx';
import type { LoginByEmailViewModel } from './LoginByEmailViewModel.ts';
import '../auth/auth.css';

export default observer(function LoginByEmailModal() {
  const { t } = useTranslation('auth');
  const vm = useViewModel<LoginByEmailViewModel>(MODAL_VM.LoginByEmail);
  return (
    <ModalFrame name="login-by-email" title={t('loginByEmail.title')} onClose={() => vm.close()}>
      {vm.step === 'email' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void vm.sendCode();
          }}
        >
          <p className="code-sent">{t('loginByEmail.intro')}</p>
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            value={vm.email}
            onValueChange={(value) => vm.typeEmail(value)}
            error={vm.emailError ? t(vm.emailError) : null}
          />
          <div className="form-actions">
            <Button type="submit" busy={vm.busy}>
              {t('loginByEmail.sendCode')}
            </Button>
          </div>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void vm.submitCode();
          }}
        >
          <p className="code-sent" role="status">
            {t('loginByEmail.sentTo', { email: vm.email })}
          </p>
          <TextField
            label={t('fields.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={vm.code}
            onValueChange={(value) => vm.typeCode(value)}
            error={vm.codeError ? t(vm.codeError) : null}
          />
          <div className="form-actions">
            <Button type="submit" busy={vm.busy}>
              {t('loginByEmail.submit')}
            </Button>
            <Button
              variant="secondary"
              disabled={!vm.cooldown.canResend}
              onClick={() => void vm.resendCode()}
            >
              {vm.cooldown.canResend
                ? t('loginByEmail.resend')
                : t('confirmByPhone.resendIn', { seconds: vm.cooldown.secondsLeft })}
            </Button>
          </div>
          <p className="form-links">
            <button type="button" className="link-button" onClick={() => vm.changeEmail()}>
              {t('loginByEmail.changeEmail')}
            </button>
          </p>
        </form>
      )}
      <p className="form-links">
        <button type="button" className="link-button" onClick={() => vm.backToLogin()}>
          {t('login.title')}
        </button>
      </p>
    </ModalFrame>
  );
});
