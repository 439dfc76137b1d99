import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SettledBet } from '@casino/core';
import { useViewModel } from '../../../di/useViewModel.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { InstantGamePage } from '../play/InstantGamePage.tsx';
import { formatMultiplier } from '../../../components/games/formatGame.ts';
import { WHEEL_VM } from '../play/tokens.ts';
import { WheelBoardView } from './WheelBoardView.tsx';

function WheelPage() {
  const vm = useViewModel(WHEEL_VM);
  const { t } = useTranslation('gameWheel');
  const { iso } = useLocale();
  const paid = (bet: SettledBet) => formatMultiplier(bet.multiplierTenThousandths, iso);
  return (
    <InstantGamePage
      vm={vm}
      board={<WheelBoardView board={vm.board} disabled={vm.busy} />}
      describe={(bet) =>
        t('wheel.result', {
          segment: bet.outcome.game === 'wheel' ? bet.outcome.segment : 0,
          multiplier: paid(bet),
        })
      }
      short={paid}
    />
  );
}

export default observer(WheelPage);
