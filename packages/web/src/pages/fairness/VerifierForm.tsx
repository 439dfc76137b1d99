import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  INSTANT_GAMES,
  KENO_RISKS,
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
  type InstantGame,
} from '@casino/core';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import type { VerifierViewModel } from './VerifierViewModel.ts';
import { RouletteChipsFields } from './RouletteChipsFields.tsx';
import { useProblemText } from './useProblemText.ts';

/** The seeds, the game and its choice, and the stake; every field pre-filled from a bet's link. */
export const VerifierForm = observer(function VerifierForm({ vm }: { readonly vm: VerifierViewModel }) {
  const { t } = useTranslation(['fairnessVerifier', 'fairness']);
  const problem = useProblemText(vm.problem);
  const { fields } = vm;
  const errorFor = (field: string) => (problem.field === field ? problem.text : null);
  const options = (values: readonly (string | number)[], prefix?: string) =>
    values.map((value) => ({
      value: String(value),
      label: prefix ? t(`${prefix}.${value}`) : String(value),
    }));
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
        <legend>{t('verifier.seeds')}</legend>
        <TextField
          label={t('verifier.serverSeed')}
          value={fields.serverSeed}
          onValueChange={(value) => vm.setField('serverSeed', value)}
          error={errorFor('serverSeed')}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={t('verifier.commitment')}
          value={fields.commitment}
          onValueChange={(value) => vm.setField('commitment', value)}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={t('verifier.clientSeed')}
          value={fields.clientSeed}
          onValueChange={(value) => vm.setField('clientSeed', value)}
          error={errorFor('clientSeed')}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={t('verifier.nonce')}
          value={fields.nonce}
          onValueChange={(value) => vm.setField('nonce', value)}
          error={errorFor('nonce')}
          inputMode="numeric"
        />
      </fieldset>
      <fieldset className="verifier__fieldset">
        <legend>{t('verifier.bet')}</legend>
        <SelectField
          label={t('verifier.game')}
          value={fields.game}
          options={options(INSTANT_GAMES, 'fairness:games')}
          onValueChange={(value) => vm.setField('game', value as InstantGame)}
        />
        {fields.game === 'dice' ? (
          <>
            <TextField
              label={t('verifier.target')}
              value={fields.target}
              onValueChange={(value) => vm.setField('target', value)}
              error={errorFor('target')}
              inputMode="decimal"
            />
            <SelectField
              label={t('verifier.direction')}
              value={fields.direction}
              options={options(['under', 'over'] as const, 'fairness:directions')}
              onValueChange={(value) => vm.setField('direction', value === 'over' ? 'over' : 'under')}
            />
          </>
        ) : null}
        {fields.game === 'coinflip' ? (
          <SelectField
            label={t('verifier.side')}
            value={fields.side}
            options={options(['heads', 'tails'] as const, 'fairness:sides')}
            onValueChange={(value) => vm.setField('side', value === 'tails' ? 'tails' : 'heads')}
          />
        ) : null}
        {fields.game === 'roulette' ? <RouletteChipsFields vm={vm} error={errorFor('chips')} /> : null}
        {fields.game === 'keno' ? (
          <>
            <TextField
              label={t('verifier.picks')}
              hint={t('verifier.picksHint')}
              value={fields.picks}
              onValueChange={(value) => vm.setField('picks', value)}
              error={errorFor('picks')}
            />
            <SelectField
              label={t('verifier.risk')}
              value={fields.kenoRisk}
              options={options(KENO_RISKS, 'fairness:risks')}
              onValueChange={(value) =>
                vm.setField('kenoRisk', KENO_RISKS.find((risk) => risk === value) ?? 'classic')
              }
            />
          </>
        ) : null}
        {fields.game === 'wheel' ? (
          <>
            <SelectField
              label={t('verifier.risk')}
              value={fields.wheelRisk}
              options={options(WHEEL_RISKS, 'fairness:risks')}
              onValueChange={(value) =>
                vm.setField('wheelRisk', WHEEL_RISKS.find((risk) => risk === value) ?? 'low')
              }
            />
            <SelectField
              label={t('verifier.segments')}
              value={String(fields.segments)}
              options={options(WHEEL_SEGMENTS)}
              onValueChange={(value) =>
                vm.setField('segments', WHEEL_SEGMENTS.find((segments) => String(segments) === value) ?? 10)
              }
            />
          </>
        ) : null}
        {fields.game === 'roulette' ? null : (
          <TextField
            label={t('verifier.stake')}
            value={fields.stake}
            onValueChange={(value) => vm.setField('stake', value)}
            error={errorFor('stake')}
            inputMode="decimal"
          />
        )}
        <SelectField
          label={t('verifier.currency')}
          value={fields.currency}
          options={options(CURRENCIES)}
          onValueChange={(value) =>
            vm.setField('currency', CURRENCIES.find((currency) => currency === value) ?? 'USD')
          }
        />
      </fieldset>
      {problem.field === null && problem.text ? (
        <p role="alert" className="verifier__problem">
          {problem.text}
        </p>
      ) : null}
      <Button type="submit" busy={vm.running}>
        {t('verifier.verify')}
      </Button>
    </form>
  );
});
