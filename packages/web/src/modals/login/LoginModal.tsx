import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useViewModel } from '../../app/useViewModel.ts';
import { MODAL_VM } from '../modalTokens.ts';
import { ModalFrame } from '../ModalFrame.tsx';
import { PhoneField } from '../auth/PhoneField.tsx';
import { SocialButtons } from '../auth/SocialButtons.tsx';
import type { LoginMethod, LoginViewModel } from './LoginViewModel.ts';

export default observer(function LoginModal() {
  const { t } = useTranslation('auth');
  const vm = useViewModel<LoginViewModel>(MODAL_VM.Login);
  return (
    <ModalFrame name="login" title={t('login.title')} onClose={() => vm.close()}>
      <Tabs<LoginMethod>
        label={t('methods.label')}
        items={[
          { key: 'email', label: t('methods.email') },
          { key: 'phone', label: t('methods.phone') },
        ]}
        selected={vm.method}
        onSelect={(method) => vm.chooseMethod(method)}
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void vm.submitLogin();
        }}
      >
        {vm.method === 'email' ? (
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            value={vm.email}
            onValueChange={(value) => vm.typeEmail(value)}
            error={vm.emailError ? t(vm.emailError) : null}
          />
        ) : (
          <PhoneField
            phone={vm.phone}
            onCountry={(country) => vm.choosePhoneCountry(country)}
            onType={(value) => vm.typePhone(value)}
            error={vm.phoneError}
          />
        )}
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          value={vm.password}
          onValueChange={(value) => vm.typePassword(value)}
          error={vm.passwordError ? t(vm.passwordError) : null}
        />
        <div className="form-actions">
          <Button type="submit" busy={vm.busy}>
            {t('login.submit')}
          </Button>
          {vm.method === 'email' ? (
            <Button variant="secondary" onClick={() => vm.useEmailCode()}>
              {t('login.byEmailCode')}
            </Button>
          ) : (
            <Button variant="secondary" busy={vm.busy} onClick={() => void vm.requestPhoneCode()}>
              {t('login.byPhoneCode')}
            </Button>
          )}
        </div>
      </form>
      <SocialButtons mode="login" />
      <p className="form-links">
        <LocalizedLink to="/password/reset" onClick={() => vm.close()}>
          {t('login.forgot')}
        </LocalizedLink>
      </p>
      <p className="form-links">
        <span>{t('login.noAccount')}</span>
        <button type="button" className="link-button" onClick={() => vm.goToRegister()}>
          {t('login.toRegister')}
        </button>
      </p>
    </ModalFrame>
  );
});
