import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ROULETTE_BET_KINDS } from '@casino/core';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import type { VerifierViewModel } from './VerifierViewModel.ts';

/** The chips of a spin: each a kind of bet, the pockets it covers and its amount. */
export const RouletteChipsFields = observer(function RouletteChipsFields({
  vm,
  error,
}: {
  readonly vm: VerifierViewModel;
  readonly error: string | null;
}) {
  const { t } = useTranslation(['fairnessVerifier', 'fairness']);
  const kinds = ROULETTE_BET_KINDS.map((kind) => ({ value: kind, label: t(`fairness:kinds.${kind}`) }));
  return (
    <fieldset className="verifier__chips" aria-describedby={error ? 'verifier-chips-error' : undefined}>
      <legend>{t('verifier.chips')}</legend>
      <p className="verifier__hint">{t('verifier.chipsHint')}</p>
      {vm.fields.chips.map((chip, index) => (
        <div
          className="verifier__chip"
          key={index}
          role="group"
          aria-label={t('verifier.chip', { n: index + 1 })}
        >
          <SelectField
            label={t('verifier.chipKind')}
            value={chip.kind}
            options={kinds}
            onValueChange={(value) =>
              vm.setChip(index, { kind: ROULETTE_BET_KINDS.find((kind) => kind === value) ?? 'red' })
            }
          />
          <TextField
            label={t('verifier.chipNumbers')}
            value={chip.numbers}
            onValueChange={(numbers) => vm.setChip(index, { numbers })}
          />
          <TextField
            label={t('verifier.chipAmount')}
            value={chip.amount}
            onValueChange={(amount) => vm.setChip(index, { amount })}
            inputMode="decimal"
          />
          {vm.fields.chips.length > 1 ? (
            <Button variant="ghost" size="small" onClick={() => vm.removeChip(index)}>
              {t('verifier.removeChip', { n: index + 1 })}
            </Button>
          ) : null}
        </div>
      ))}
      {error ? (
        <p id="verifier-chips-error" className="field__error">
          {error}
        </p>
      ) : null}
      {vm.canAddChip ? (
        <Button variant="secondary" size="small" onClick={() => vm.addChip()}>
          {t('verifier.addChip')}
        </Button>
      ) : null}
    </fieldset>
  );
});
