import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SettledBet } from '@casino/core';
import { useViewModel } from '../../../di/useViewModel.ts';
import { InstantGamePage } from '../play/InstantGamePage.tsx';
import { ROULETTE_VM } from '../play/tokens.ts';
import { RouletteBoardView } from './RouletteBoardView.tsx';
import { useSpotName } from './useSpotName.ts';

function RoulettePage() {
  const vm = useViewModel(ROULETTE_VM);
  const { t } = useTranslation('gameRoulette');
  const name = useSpotName();
  const pocket = (bet: SettledBet) => (bet.outcome.game === 'roulette' ? bet.outcome.pocket : 0);
  return (
    <InstantGamePage
      vm={vm}
      board={<RouletteBoardView board={vm.board} />}
      describe={(bet) => t('roulette.result', { pocket: name({ kind: 'straight', numbers: [pocket(bet)] }) })}
      short={(bet) => String(pocket(bet))}
      stakeLabelKey="bet.chipValue"
    />
  );
}

export default observer(RoulettePage);
