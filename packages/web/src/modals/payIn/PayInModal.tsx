import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/core';
import { Button } from '../../components/Button.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { useViewModel } from '../../di/useViewModel.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { usePaymentMethodName } from '../../components/usePaymentMethodName.ts';
import { MODAL_VM } from '../modalTokens.ts';
import { ModalFrame } from '../../components/modal/ModalFrame.tsx';
import { DepositLimitForm } from './DepositLimitForm.tsx';
import { InvoiceView } from './InvoiceView.tsx';
import type { PayInViewModel } from './PayInViewModel.ts';
import './payIn.css';

const DepositForm = observer(function DepositForm({ vm }: { vm: PayInViewModel }) {
  const { t } = useTranslation('payment');
  const { iso } = useLocale();
  const methodName = usePaymentMethodName();
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, iso);
  const problem = vm.shownAmountProblem;
  const problemText = problem
    ? t(`amountErrors.${problem.reason}`, {
        min: 'limits' in problem ? money(problem.limits.min) : '',
        max: 'limits' in problem ? money(problem.limits.max) : '',
      })
    : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void vm.submitDeposit();
      }}
    >
      {vm.bonusName ? <p className="pay-in__bonus">{t('payIn.bonus', { name: vm.bonusName })}</p> : null}
      <SelectField
        label={t('payIn.methods')}
        value={vm.selectedHash ?? ''}
        options={vm.methods.map((method) => ({
          value: method.hash,
          label: method.crypto ? `${methodName(method)} · ${t('payIn.crypto')}` : methodName(method),
        }))}
        onValueChange={(hash) => vm.chooseMethod(hash)}
      />
      <TextField
        label={t('payIn.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={vm.amountText}
        onValueChange={(text) => vm.typeAmount(text)}
        hint={
          vm.limits ? t('payIn.limits', { min: money(vm.limits.min), max: money(vm.limits.max) }) : undefined
        }
        error={problemText}
      />
      <fieldset className="pay-in__presets">
        <legend className="field__label">{t('payIn.presets')}</legend>
        {vm.presets.map((preset) => (
          <Button key={preset.minor} variant="secondary" size="small" onClick={() => vm.choosePreset(preset)}>
            {money(preset)}
          </Button>
        ))}
      </fieldset>
      <div className="form-actions">
        <Button type="submit" busy={vm.busy}>
          {vm.amount && !vm.amountProblem
            ? t('payIn.submit', { amount: money(vm.amount) })
            : t('payIn.submitPlain')}
        </Button>
      </div>
    </form>
  );
});

export default observer(function PayInModal() {
  const { t } = useTranslation('payment');
  const vm = useViewModel(MODAL_VM.PayIn);
  useEffect(() => {
    if (vm.isLoggedIn) void vm.load();
  }, [vm]);

  let body;
  if (!vm.isLoggedIn) {
    body = (
      <EmptyState
        message={t('payIn.loginFirst')}
        action={<Button onClick={() => vm.logInFirst()}>{t('payIn.submitPlain')}</Button>}
      />
    );
  } else if (vm.invoice) {
    body = <InvoiceView tracked={vm.invoice} payUrl={vm.payUrl} />;
  } else if (vm.ended === 'expired') {
    body = (
      <EmptyState
        message={t('invoice.expired')}
        action={<Button onClick={() => vm.startOver()}>{t('invoice.newInvoice')}</Button>}
      />
    );
  } else if (vm.status === 'loading') {
    body = <LoadingState />;
  } else if (vm.status === 'failed') {
    body = <ErrorState onRetry={() => void vm.load()} />;
  } else if (vm.limitStep.status === 'asking' && vm.selectedMethod) {
    body = <DepositLimitForm step={vm.limitStep} currency={vm.selectedMethod.currency} />;
  } else if (vm.methods.length === 0) {
    body = <EmptyState message={t('payIn.noMethods')} />;
  } else {
    body = <DepositForm vm={vm} />;
  }

  return (
    <ModalFrame name="pay-in" title={t('payIn.title')} onClose={() => vm.close()}>
      {body}
    </ModalFrame>
  );
});
