import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import {
  LIVE_VERIFIER_GAMES,
  isLiveVerifierGame,
  type LiveVerifierFields,
} from '../../../components/fairness/liveVerifierQuery.ts';
import { LIVE_TABLES } from '@casino/core/tables';
import type { LiveVerifierViewModel } from './LiveVerifierViewModel.ts';

type TextFieldName = Exclude<keyof LiveVerifierFields, 'game'>;

const CRASH_FIELDS: readonly TextFieldName[] = [
  'hash',
  'previousHash',
  'salt',
  'crashPoint',
  'terminatingHash',
  'saltSeeds',
  'betKey',
  'stake',
  'cashOut',
  'paid',
];
const ROOM_FIELDS: readonly TextFieldName[] = [
  'serverSeed',
  'commitment',
  'roundId',
  'clientSeeds',
  'seats',
  'winningSeat',
];
const TABLE_FIELDS: readonly TextFieldName[] = ['serverSeed', 'commitment', 'roundId', 'previousHash'];
const FIELDS = { crash: CRASH_FIELDS, room: ROOM_FIELDS, table: TABLE_FIELDS } as const;
const TABLE_OPTIONS = Object.entries(LIVE_TABLES).map(([value, table]) => ({ value, label: table.title }));
const NUMERIC = new Set<TextFieldName>(['roundId', 'seats', 'winningSeat', 'stake', 'paid']);
/** Fields a round can be checked without: the chain link, the salt's seeds, the player's own cash-out. */
const OPTIONAL = new Set<TextFieldName>([
  'previousHash',
  'crashPoint',
  'winningSeat',
  'terminatingHash',
  'saltSeeds',
  'hand',
  'betKey',
  'stake',
  'cashOut',
  'paid',
]);

/** A crash round's hash, the hash before it, the salt and the point shown; or a room round's seed, round and seats. */
export const LiveVerifierForm = observer(function LiveVerifierForm({
  vm,
}: {
  readonly vm: LiveVerifierViewModel;
}) {
  const { t } = useTranslation('fairnessVerifier');
  const { fields, problem } = vm;
  const field = (name: TextFieldName) => (
    <TextField
      key={name}
      label={t(`live.fields.${name}`)}
      hint={
        OPTIONAL.has(name) || (name === 'commitment' && fields.game === 'table')
          ? t('live.optional')
          : undefined
      }
      value={fields[name]}
      onValueChange={(value) => vm.setField(name, value)}
      error={problem === name ? t(`live.errors.${name}`) : null}
      inputMode={NUMERIC.has(name) ? 'numeric' : undefined}
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
        <legend>{t('live.round')}</legend>
        <SelectField
          label={t('verifier.game')}
          value={fields.game}
          options={LIVE_VERIFIER_GAMES.map((game) => ({ value: game, label: t(`live.games.${game}`) }))}
          onValueChange={(value) => {
            if (isLiveVerifierGame(value)) vm.setField('game', value);
          }}
        />
        {fields.game === 'table' ? (
          <SelectField
            label={t('live.fields.table')}
            value={fields.table}
            options={[{ value: '', label: t('live.chooseTable') }, ...TABLE_OPTIONS]}
            onValueChange={(value) => vm.setField('table', value)}
            error={problem === 'table' ? t('live.errors.table') : null}
          />
        ) : null}
        {FIELDS[fields.game].map(field)}
        {fields.game === 'table' && LIVE_TABLES[fields.table]?.kind === 'blackjack' ? field('hand') : null}
      </fieldset>
      {problem === 'failed' ? (
        <p className="notice notice--error" role="alert">
          {t('live.errors.failed')}
        </p>
      ) : null}
      <Button type="submit" busy={vm.running}>
        {t('verifier.verify')}
      </Button>
    </form>
  );
});
