import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { useViewModel } from '../../di/useViewModel.ts';
import { MODAL_VM } from '../modalTokens.ts';
import { ModalFrame } from '../../components/modal/ModalFrame.tsx';
import { AuthForm, AuthFormActions } from '../auth/AuthForm.tsx';
import { AuthMethodTabs } from '../auth/AuthMethodTabs.tsx';
import { CredentialsFields } from '../auth/CredentialsFields.tsx';
import { FormLink } from '../auth/FormLink.tsx';
import { SocialButtons } from '../auth/SocialButtons.tsx';

export default observer(function LoginModal() {
  const { t } = useTranslation('auth');
  const vm = useViewModel(MODAL_VM.Login);
  return (
    <ModalFrame name="login" title={t('login.title')} onClose={() => vm.close()}>
      <AuthMethodTabs form={vm.form} />
      <AuthForm onSubmit={() => vm.submitLogin()}>
        <CredentialsFields form={vm.form} passwordAutoComplete="current-password" />
        <AuthFormActions submitLabel={t('login.submit')} busy={vm.busy}>
          {vm.form.method === 'email' ? (
            <Button variant="secondary" onClick={() => vm.useEmailCode()}>
              {t('login.byEmailCode')}
            </Button>
          ) : (
            <Button variant="secondary" busy={vm.busy} onClick={() => void vm.requestPhoneCode()}>
              {t('login.byPhoneCode')}
            </Button>
          )}
        </AuthFormActions>
      </AuthForm>
      <SocialButtons mode="login" />
      <p className="form-links">
        <LocalizedLink to="/password/reset" onClick={() => vm.close()}>
          {t('login.forgot')}
        </LocalizedLink>
      </p>
      <FormLink lead={t('login.noAccount')} label={t('login.toRegister')} onClick={() => vm.goToRegister()} />
    </ModalFrame>
  );
});
