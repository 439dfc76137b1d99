import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import {
  ROUND_VERIFIER_GAMES,
  isRoundVerifierGame,
} from '../../../components/fairness/roundVerifierQuery.ts';
import type { RoundVerifierViewModel } from './RoundVerifierViewModel.ts';

/** Fields an error is shown under; the others are said above the button. */
const FIELD_PROBLEMS = new Set(['serverSeed', 'clientSeed', 'nonce', 'mines', 'cards', 'case']);

/** The seeds, the one nonce of the round, and what to rebuild: the mines, the number of cards, or the case. */
export const RoundVerifierForm = observer(function RoundVerifierForm({
  vm,
}: {
  readonly vm: RoundVerifierViewModel;
}) {
  const { t } = useTranslation(['fairnessVerifier', 'fairness']);
  const { fields, problem } = vm;
  const errorFor = (field: string) => (problem === field ? t(`rounds.errors.${field}`) : null);
  const seed = (field: 'serverSeed' | 'commitment' | 'clientSeed', label: string) => (
    <TextField
      label={label}
      value={fields[field]}
      onValueChange={(value) => vm.setField(field, value)}
      error={errorFor(field)}
      autoComplete="off"
      spellCheck={false}
    />
  );
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
        {seed('serverSeed', t('verifier.serverSeed'))}
        {seed('commitment', t('verifier.commitment'))}
        {seed('clientSeed', t('verifier.clientSeed'))}
        <TextField
          label={t('rounds.nonce')}
          value={fields.nonce}
          onValueChange={(value) => vm.setField('nonce', value)}
          error={errorFor('nonce')}
          inputMode="numeric"
        />
      </fieldset>
      <fieldset className="verifier__fieldset">
        <legend>{t('rounds.round')}</legend>
        <SelectField
          label={t('verifier.game')}
          value={fields.game}
          options={ROUND_VERIFIER_GAMES.map((game) => ({ value: game, label: t(`fairness:games.${game}`) }))}
          onValueChange={(value) => {
            if (isRoundVerifierGame(value)) vm.setField('game', value);
          }}
        />
        {fields.game === 'miner' ? (
          <TextField
            label={t('rounds.mines')}
            value={fields.mines}
            onValueChange={(value) => vm.setField('mines', value)}
            error={errorFor('mines')}
            inputMode="numeric"
          />
        ) : null}
        {fields.game === 'hilo' ? (
          <TextField
            label={t('rounds.cards')}
            hint={t('rounds.cardsHint')}
            value={fields.cards}
            onValueChange={(value) => vm.setField('cards', value)}
            error={errorFor('cards')}
            inputMode="numeric"
          />
        ) : null}
        {fields.game === 'cases' ? (
          <TextField
            label={t('rounds.case')}
            hint={t('rounds.caseHint')}
            value={fields.caseSlug}
            onValueChange={(value) => vm.setField('caseSlug', value)}
            error={errorFor('case')}
            autoComplete="off"
          />
        ) : null}
      </fieldset>
      {problem && !FIELD_PROBLEMS.has(problem) ? (
        <p role="alert" className="verifier__problem">
          {t(`rounds.errors.${problem}`)}
        </p>
      ) : null}
      <Button type="submit" busy={vm.running}>
        {t('verifier.verify')}
      </Button>
    </form>
  );
});
