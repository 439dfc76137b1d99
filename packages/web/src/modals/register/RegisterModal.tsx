import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useViewModel } from '../../app/useViewModel.ts';
import { MODAL_VM } from '../modalTokens.ts';
import { ModalFrame } from '../ModalFrame.tsx';
import { PhoneField } from '../auth/PhoneField.tsx';
import { SocialButtons } from '../auth/SocialButtons.tsx';
import type { RegisterMethod, RegisterViewModel } from './RegisterViewModel.ts';

export default observer(function RegisterModal() {
  const { t } = useTranslation('auth');
  const vm = useViewModel<RegisterViewModel>(MODAL_VM.Register);
  return (
    <ModalFrame name="register" title={t('register.title')} onClose={() => vm.close()}>
      <Tabs<RegisterMethod>
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
          void vm.submitRegistration();
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
          autoComplete="new-password"
          value={vm.password}
          onValueChange={(value) => vm.typePassword(value)}
          error={vm.passwordError ? t(vm.passwordError) : null}
        />
        <SelectField
          label={t('fields.currency')}
          value={vm.currency}
          options={vm.currencies.map((code) => ({ value: code, label: t(`currencies.${code}`) }))}
          onValueChange={(value) => vm.chooseCurrency(value)}
        />
        <TextField
          label={t('fields.promo')}
          autoComplete="off"
          value={vm.promo}
          onValueChange={(value) => vm.typePromo(value)}
        />
        <p className="code-sent">{t('register.agreement')}</p>
        <div className="form-actions">
          <Button type="submit" busy={vm.busy}>
            {t('register.submit')}
          </Button>
        </div>
      </form>
      <SocialButtons mode="register" currency={vm.currency} />
      <p className="form-links">
        <span>{t('register.haveAccount')}</span>
        <button type="button" className="link-button" onClick={() => vm.goToLogin()}>
          {t('register.toLogin')}
        </button>
      </p>
    </ModalFrame>
  );
});
