import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { userAgreementPath } from '../../components/policyPaths.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useViewModel } from '../../di/useViewModel.ts';
import { MODAL_VM } from '../modalTokens.ts';
import { ModalFrame } from '../../components/modal/ModalFrame.tsx';
import { AuthForm, AuthFormActions } from '../auth/AuthForm.tsx';
import { AuthMethodTabs } from '../auth/AuthMethodTabs.tsx';
import { CredentialsFields } from '../auth/CredentialsFields.tsx';
import { FormLink } from '../auth/FormLink.tsx';
import { SocialButtons } from '../auth/SocialButtons.tsx';
import { SignupCodeStep } from './SignupCodeStep.tsx';

export default observer(function RegisterModal() {
  const { t } = useTranslation('auth');
  const vm = useViewModel(MODAL_VM.Register);
  const { locale } = useLocale();
  const { awaitingCode, confirmation } = vm;
  if (awaitingCode !== null && confirmation !== null) {
    return (
      <ModalFrame
        name="register"
        title={t(`register.confirm.title.${awaitingCode.channel}`)}
        onClose={() => vm.close()}
      >
        <SignupCodeStep awaiting={awaitingCode} verification={confirmation} onLater={() => vm.later()} />
      </ModalFrame>
    );
  }
  return (
    <ModalFrame name="register" title={t('register.title')} onClose={() => vm.close()}>
      <AuthMethodTabs form={vm.form} />
      <AuthForm onSubmit={() => vm.submitRegistration()}>
        <CredentialsFields form={vm.form} passwordAutoComplete="new-password" />
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
        <p className="code-sent">
          {/* Opens in a new tab, so reading the agreement does not lose what was typed. */}
          <Trans
            t={t}
            i18nKey="register.agreement"
            components={{
              agreement: <LocalizedLink to={userAgreementPath(locale)} target="_blank" rel="noopener" />,
            }}
          />
        </p>
        <AuthFormActions submitLabel={t('register.submit')} busy={vm.busy} />
      </AuthForm>
      <SocialButtons mode="register" currency={vm.currency} />
      <FormLink
        lead={t('register.haveAccount')}
        label={t('register.toLogin')}
        onClick={() => vm.goToLogin()}
      />
    </ModalFrame>
  );
});
