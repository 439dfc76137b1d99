import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SettledBet } from '@casino/core';
import { useViewModel } from '../../../di/useViewModel.ts';
import { InstantGamePage } from '../play/InstantGamePage.tsx';
import { COINFLIP_VM } from '../play/tokens.ts';
import { CoinflipBoardView } from './CoinflipBoardView.tsx';

function CoinflipPage() {
  const vm = useViewModel(COINFLIP_VM);
  const { t } = useTranslation('gameCoinflip');
  const side = (bet: SettledBet) =>
    bet.outcome.game === 'coinflip' ? t(`coinflip.${bet.outcome.side}`) : '';
  return (
    <InstantGamePage
      vm={vm}
      board={<CoinflipBoardView board={vm.board} disabled={vm.busy} />}
      describe={(bet) => t('coinflip.result', { side: side(bet) })}
      short={side}
    />
  );
}

export default observer(CoinflipPage);
