import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@casino/core';
import { SLOT_MODELS } from '@casino/core/slots';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import type { SlotVerifierFields } from '../../../components/fairness/slotVerifierQuery.ts';
import type { SlotVerifierViewModel } from './SlotVerifierViewModel.ts';

type TextFieldName = 'serverSeed' | 'commitment' | 'clientSeed' | 'nonce' | 'stake';

const TEXT_FIELDS: readonly TextFieldName[] = ['serverSeed', 'commitment', 'clientSeed', 'nonce', 'stake'];
const NUMERIC = new Set<keyof SlotVerifierFields>(['nonce', 'stake']);

/** A slot spin's seeds, nonce, stake and the slot's maths: what the slot's page shows under each round. */
export const SlotVerifierForm = observer(function SlotVerifierForm({
  vm,
}: {
  readonly vm: SlotVerifierViewModel;
}) {
  const { t } = useTranslation('fairnessVerifier');
  const { fields, problem } = vm;
  return (
    <form
      className="verifier__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void vm.verify();
      }}
    >
      <fieldset className="verifier__fieldset">
        <legend>{t('slot.spin')}</legend>
        <SelectField
          label={t('slot.fields.maths')}
          value={fields.maths}
          options={SLOT_MODELS.map((model) => ({
            value: model.id,
            label: t('slot.maths', { id: model.id, volatility: t(`slot.volatility.${model.volatility}`) }),
          }))}
          onValueChange={(value) => vm.setField('maths', value)}
        />
        {TEXT_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`slot.fields.${name}`)}
            hint={name === 'commitment' ? t('live.optional') : undefined}
            value={fields[name]}
            onValueChange={(value) => vm.setField(name, value)}
            error={problem === name ? t(`slot.errors.${name}`) : null}
            inputMode={NUMERIC.has(name) ? 'decimal' : undefined}
            autoComplete="off"
            spellCheck={false}
          />
        ))}
        <SelectField
          label={t('slot.fields.currency')}
          value={fields.currency}
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
          onValueChange={(value) => vm.setField('currency', value)}
        />
        <label className="verifier__check">
          <input
            type="checkbox"
            checked={fields.freeSpin}
            onChange={(event) => vm.setField('freeSpin', event.target.checked)}
          />{' '}
          {t('slot.fields.freeSpin')}
        </label>
      </fieldset>
      {problem === 'failed' || problem === 'maths' || problem === 'currency' ? (
        <p className="notice notice--error" role="alert">
          {problem === 'failed' ? t('live.errors.failed') : t(`slot.errors.${problem}`)}
        </p>
      ) : null}
      <Button type="submit" busy={vm.running}>
        {t('verifier.verify')}
      </Button>
    </form>
  );
});
