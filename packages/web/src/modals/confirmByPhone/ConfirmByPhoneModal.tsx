import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useViewModel } from '../../app/useViewModel.ts';
import { MODAL_VM } from '../modalTokens.ts';
import { ModalFrame } from '../ModalFrame.tsx';
import type { ConfirmByPhoneViewModel } from './ConfirmByPhoneViewModel.ts';
import '../auth/auth.css';

export default observer(function ConfirmByPhoneModal() {
  const { t } = useTranslation('auth');
  const vm = useViewModel<ConfirmByPhoneViewModel>(MODAL_VM.ConfirmByPhone);
  return (
    <ModalFrame name="confirm-by-phone" title={t('confirmByPhone.title')} onClose={() => vm.close()}>
      {vm.phone === null ? (
        <div className="form-actions">
          <Button onClick={() => vm.backToLogin()}>{t('login.title')}</Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void vm.submitCode();
          }}
        >
          <p className="code-sent" role="status">
            {t('confirmByPhone.sentTo', { phone: vm.phone })}
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
              {t('confirmByPhone.submit')}
            </Button>
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
          </div>
        </form>
      )}
    </ModalFrame>
  );
});
