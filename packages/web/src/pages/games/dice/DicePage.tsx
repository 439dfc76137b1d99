import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SettledBet } from '@casino/core';
import { useViewModel } from '../../../di/useViewModel.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { InstantGamePage } from '../play/InstantGamePage.tsx';
import { formatHundredths } from '../../../components/games/formatGame.ts';
import { DICE_VM } from '../play/tokens.ts';
import { DiceBoardView } from './DiceBoardView.tsx';

function DicePage() {
  const vm = useViewModel(DICE_VM);
  const { t } = useTranslation('gameDice');
  const { iso } = useLocale();
  const roll = (bet: SettledBet) =>
    bet.outcome.game === 'dice' ? formatHundredths(bet.outcome.rollHundredths, iso) : '';
  return (
    <InstantGamePage
      vm={vm}
      board={<DiceBoardView board={vm.board} disabled={vm.busy} />}
      describe={(bet) => t('dice.result', { roll: roll(bet) })}
      short={roll}
    />
  );
}

export default observer(DicePage);
