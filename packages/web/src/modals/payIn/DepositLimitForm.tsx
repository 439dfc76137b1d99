import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@casino/core';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { DEPOSIT_LIMIT_KINDS, type DepositLimitKind, type DepositLimitStep } from './DepositLimitStep.ts';

/** The question before a first deposit: a limit per day, week or month, or no limit. */
export const DepositLimitForm = observer(function DepositLimitForm({
  step,
  currency,
}: {
  step: DepositLimitStep;
  currency: Currency;
}) {
  const { t } = useTranslation('money');
  return (
    <form
      noValidate
      data-testid="deposit-limit-step"
      aria-label={t('depositLimit.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void step.saveLimit(currency);
      }}
    >
      <h3>{t('depositLimit.title')}</h3>
      <p>{t('depositLimit.intro')}</p>
      <SelectField
        label={t('depositLimit.period')}
        value={step.kind}
        options={DEPOSIT_LIMIT_KINDS.map((kind) => ({
          value: kind,
          label: t(`depositLimit.periods.${kind}`),
        }))}
        onValueChange={(kind) => step.chooseKind(kind as DepositLimitKind)}
      />
      <TextField
        label={t('depositLimit.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={step.amountText}
        onValueChange={(text) => step.typeAmount(text)}
        error={step.invalid ? t('depositLimit.invalid') : null}
      />
      <div className="form-actions">
        <Button type="submit" busy={step.busy}>
          {t('depositLimit.save')}
        </Button>
        <Button variant="secondary" onClick={() => step.chooseNoLimit()}>
          {t('depositLimit.noLimit')}
        </Button>
      </div>
    </form>
  );
});
