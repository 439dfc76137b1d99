import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { useViewModel } from '../../di/useViewModel.ts';
import { MODAL_VM } from '../modalTokens.ts';
import { ModalFrame } from '../../components/modal/ModalFrame.tsx';
import { AuthForm, AuthFormActions } from '../auth/AuthForm.tsx';
import { CodeField } from '../auth/CodeField.tsx';
import '../auth/auth.css';

export default observer(function ConfirmByPhoneModal() {
  const { t } = useTranslation('auth');
  const vm = useViewModel(MODAL_VM.ConfirmByPhone);
  return (
    <ModalFrame name="confirm-by-phone" title={t('confirmByPhone.title')} onClose={() => vm.close()}>
      {vm.phone === null ? (
        <div className="form-actions">
          <Button onClick={() => vm.backToLogin()}>{t('login.title')}</Button>
        </div>
      ) : (
        <AuthForm onSubmit={() => vm.submitCode()}>
          <p className="code-sent" role="status">
            {t('confirmByPhone.sentTo', { phone: vm.phone })}
          </p>
          <CodeField value={vm.code} onType={(value) => vm.typeCode(value)} error={vm.codeError} />
          <AuthFormActions submitLabel={t('confirmByPhone.submit')} busy={vm.busy}>
            {vm.cooldown.canResend ? (
              <>
                <Button variant="secondary" onClick={() => void vm.resend(false)}>
                  {t('confirmByPhone.resend')}
                </Button>
                <Button variant="ghost" onClick={() => void vm.resend(true)}>
                  {t('confirmByPhone.resendSms')}
                </Button>
              </>
            ) : (
              <p className="code-sent">
                {t('confirmByPhone.resendIn', { seconds: vm.cooldown.secondsLeft })}
              </p>
            )}
          </AuthFormActions>
        </AuthForm>
      )}
    </ModalFrame>
  );
});
