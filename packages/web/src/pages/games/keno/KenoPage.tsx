import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { kenoHits, type SettledBet } from '@casino/core';
import { useViewModel } from '../../../di/useViewModel.ts';
import { InstantGamePage } from '../play/InstantGamePage.tsx';
import { KENO_VM } from '../play/tokens.ts';
import { KenoBoardView } from './KenoBoardView.tsx';

/** Hits and picks of a keno bet: "4/6". */
function score(bet: SettledBet): { hits: number; picks: number } {
  if (bet.outcome.game !== 'keno' || bet.params.game !== 'keno') return { hits: 0, picks: 0 };
  return { hits: kenoHits(bet.params.picks, bet.outcome.drawn), picks: bet.params.picks.length };
}

function KenoPage() {
  const vm = useViewModel(KENO_VM);
  const { t } = useTranslation('gameKeno');
  return (
    <InstantGamePage
      vm={vm}
      board={<KenoBoardView board={vm.board} disabled={vm.busy} />}
      describe={(bet) => t('keno.result', score(bet))}
      short={(bet) => `${score(bet).hits}/${score(bet).picks}`}
    />
  );
}

export default observer(KenoPage);
