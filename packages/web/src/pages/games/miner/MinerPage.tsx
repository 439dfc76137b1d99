import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { useViewModel } from '../../../di/useViewModel.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { formatMultiplier } from '../../../components/games/formatGame.ts';
import { RoundGamePage } from '../rounds/RoundGamePage.tsx';
import type { RoundEvent } from '../rounds/RoundPlay.ts';
import { MinerGrid } from './MinerGrid.tsx';
import { MINER_VM, type MinerViewModel } from './MinerViewModel.ts';
import './miner.css';

function useDescribe(): (event: RoundEvent) => string {
  const { t } = useTranslation('gameRounds');
  const { iso } = useLocale();
  return ({ kind, round }) => {
    if (round.state.game !== 'miner') return '';
    const { revealed, hitMine, mines } = round.state;
    const multiplier = formatMultiplier(round.multiplierTenThousandths, iso);
    if (round.status === 'lost') return t('miner.said.mine', { tile: (hitMine ?? 0) + 1 });
    if (round.status === 'cashedOut') return t('miner.said.cashedOut', { multiplier });
    if (kind === 'start' || revealed.length === 0) return t('miner.said.started', { mines });
    if (kind === 'resume') return t('miner.said.resumed', { revealed: revealed.length, multiplier });
    return t('miner.said.safe', { tile: (revealed.at(-1) ?? 0) + 1, multiplier });
  };
}

const MinerSetup = observer(function MinerSetup({ vm }: { readonly vm: MinerViewModel }) {
  const { t } = useTranslation('gameRounds');
  const id = useId();
  return (
    <div className="board-field">
      <label htmlFor={id}>{t('miner.mines', { min: vm.minMines, max: vm.maxMines })}</label>
      <input
        id={id}
        className="bet-panel__input"
        type="number"
        inputMode="numeric"
        min={vm.minMines}
        max={vm.maxMines}
        value={vm.minesInput}
        aria-invalid={vm.mines === null || undefined}
        onChange={(event) => vm.setMines(event.target.value)}
        data-testid="miner-mines"
      />
      {vm.mines === null ? (
        <p className="bet-panel__outcome bet-panel__outcome--rejected" role="alert">
          {t('miner.minesInvalid', { min: vm.minMines, max: vm.maxMines })}
        </p>
      ) : null}
    </div>
  );
});

const MinerBoard = observer(function MinerBoard({ vm }: { readonly vm: MinerViewModel }) {
  const { t } = useTranslation('gameRounds');
  const { iso } = useLocale();
  const next = vm.nextMultiplier;
  return (
    <div className="miner">
      <MinerGrid vm={vm} />
      <div className="miner__facts">
        <p className="board-state" data-testid="miner-next">
          {next !== null ? t('miner.next', { multiplier: formatMultiplier(next, iso) }) : null}
        </p>
        <Button
          variant="secondary"
          onClick={() => void vm.autoPick()}
          aria-disabled={!vm.play.canAct || undefined}
          data-testid="miner-autopick"
        >
          {t('miner.autoPick')}
        </Button>
      </div>
    </div>
  );
});

function MinerPage() {
  const vm = useViewModel(MINER_VM);
  const describe = useDescribe();
  return (
    <RoundGamePage
      play={vm.play}
      board={<MinerBoard vm={vm} />}
      setup={<MinerSetup vm={vm} />}
      payout={vm.currentPayout ? <MoneyText money={vm.currentPayout} /> : null}
      describe={describe}
      onStart={() => void vm.begin()}
    />
  );
}

export default observer(MinerPage);
