import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/core';
import { Button } from '../../../components/Button.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { LoadableView } from '../../../components/page/LoadableView.tsx';
import { useDocumentTitle } from '../../../components/useDocumentTitle.ts';
import { usePaymentMethodName } from '../../../components/usePaymentMethodName.ts';
import { useViewModel } from '../../../di/useViewModel.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { ProfileSection } from '../ProfileSection.tsx';
import { PayoutRules } from './PayoutRules.tsx';
import { WithdrawalList } from './WithdrawalList.tsx';
import { WITHDRAW_VM, type WithdrawViewModel } from './WithdrawViewModel.ts';

const WithdrawForm = observer(function WithdrawForm({ vm }: { vm: WithdrawViewModel }) {
  const { t } = useTranslation('money');
  const { iso } = useLocale();
  const methodName = usePaymentMethodName();
  const method = vm.method;
  const problem = vm.shownProblem;
  const money = (amount: Parameters<typeof formatMoney>[0] | null) =>
    amount ? formatMoney(amount, iso) : '';
  const amountError =
    problem && problem.reason !== 'invalid_destination' && problem.reason !== 'bonus_forfeit_unconfirmed'
      ? t(`withdraw.problems.${problem.reason}`, {
          min: 'minMinor' in problem ? money(vm.minimum) : '',
          max: 'maxMinor' in problem ? money(vm.withdrawable) : '',
        })
      : null;
  const destinationError =
    problem?.reason === 'invalid_destination' && method
      ? t(`withdraw.problems.invalid_${method.kind}`, { network: methodName(method) })
      : null;
  if (!method) return null;
  return (
    <form
      noValidate
      aria-label={t('withdraw.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void vm.submit();
      }}
    >
      <SelectField
        label={t('withdraw.method')}
        value={method.hash}
        options={(vm.methods.value ?? []).map((m) => ({
          value: m.hash,
          label: `${methodName(m)} · ${t(`withdraw.kinds.${m.kind}`)}`,
        }))}
        onValueChange={(hash) => vm.chooseMethod(hash)}
      />
      <TextField
        label={t('withdraw.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={vm.amountText}
        onValueChange={(text) => vm.typeAmount(text)}
        hint={t('withdraw.amountHint', { min: money(vm.minimum), max: money(vm.withdrawable) })}
        error={amountError}
      />
      <Button variant="secondary" size="small" onClick={() => vm.chooseAll()}>
        {t('withdraw.all')}
      </Button>
      <TextField
        label={
          method.kind === 'card'
            ? t('withdraw.cardNumber')
            : t('withdraw.address', { network: methodName(method) })
        }
        inputMode={method.kind === 'card' ? 'numeric' : 'text'}
        autoComplete={method.kind === 'card' ? 'cc-number' : 'off'}
        spellCheck={false}
        value={vm.destination}
        onValueChange={(text) => vm.typeDestination(text)}
        error={destinationError}
      />
      {vm.bonusAtStake ? (
        <BonusForfeit
          vm={vm}
          bonus={vm.bonusAtStake}
          unconfirmed={problem?.reason === 'bonus_forfeit_unconfirmed'}
        />
      ) : null}
      <div className="form-actions">
        <Button type="submit" busy={vm.busy}>
          {vm.amount && !vm.problem
            ? t('withdraw.submit', { amount: money(vm.amount) })
            : t('withdraw.submitPlain')}
        </Button>
      </div>
    </form>
  );
});

/** The cashier's warning (issue 34): a request forfeits the unfinished bonus, so the player confirms it first. */
const BonusForfeit = observer(function BonusForfeit({
  vm,
  bonus,
  unconfirmed,
}: {
  vm: WithdrawViewModel;
  bonus: NonNullable<WithdrawViewModel['bonusAtStake']>;
  unconfirmed: boolean;
}) {
  const { t } = useTranslation('money');
  const { iso } = useLocale();
  return (
    <fieldset className="notice" data-testid="bonus-forfeit">
      <legend>{t('withdraw.bonusForfeit.title')}</legend>
      <p id="bonus-forfeit-warning">
        {t('withdraw.bonusForfeit.warning', { amount: formatMoney(bonus, iso) })}
      </p>
      <label>
        <input
          type="checkbox"
          checked={vm.forfeitConfirmed}
          aria-describedby="bonus-forfeit-warning"
          aria-invalid={unconfirmed}
          onChange={(event) => vm.confirmForfeit(event.currentTarget.checked)}
        />{' '}
        {t('withdraw.bonusForfeit.confirm')}
      </label>
      {unconfirmed ? (
        <p role="alert" className="field-error">
          {t('withdraw.problems.bonus_forfeit_unconfirmed')}
        </p>
      ) : null}
    </fieldset>
  );
});

/** /profile/withdraw: take money out, and the withdrawals so far (issue 18). */
function WithdrawPage() {
  const { t } = useTranslation('money');
  const vm = useViewModel(WITHDRAW_VM);
  useDocumentTitle(t('withdraw.title'));
  return (
    <>
      <PageHeading>{t('withdraw.title')}</PageHeading>
      {vm.withdrawable ? (
        <p data-testid="withdrawable">
          {t('withdraw.available')} <MoneyText money={vm.withdrawable} />. {t('withdraw.bonusNote')}
        </p>
      ) : null}
      {vm.verificationNeeded ? (
        <p className="notice" role="status">
          {t('withdraw.verificationFirst')}{' '}
          <Button variant="secondary" size="small" onClick={() => void vm.submit()}>
            {t('withdraw.verify')}
          </Button>
        </p>
      ) : (
        <LoadableView state={vm.methods} emptyMessage={t('withdraw.noMethods')}>
          {() => <WithdrawForm vm={vm} />}
        </LoadableView>
      )}
      <ProfileSection id="withdrawals-title" title={t('withdraw.listTitle')}>
        <WithdrawalList vm={vm} />
      </ProfileSection>
      {vm.currency ? (
        <PayoutRules
          currency={vm.currency}
          onVerify={vm.identityVerified ? null : () => vm.openVerification()}
        />
      ) : null}
    </>
  );
}

export default observer(WithdrawPage);
