import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../../di/useViewModel.ts';
import { MyBetsList } from '../../components/sportsbook/MyBetsList.tsx';
import { MY_BETS_VM } from '../../components/sportsbook/MyBetsViewModel.ts';

/** The player's sports bets beside the game bets and the payments (issue 20): open ones, then settled ones. */
export const ProfileSportsBets = observer(function ProfileSportsBets() {
  const { t } = useTranslation('betting');
  const vm = useViewModel(MY_BETS_VM);
  return (
    <section className="page-section" id="sports-bets" aria-labelledby="sports-bets-title">
      <h2 id="sports-bets-title" className="page-section__title">
        {t('myBets.title')}
      </h2>
      <MyBetsList bets={vm} />
    </section>
  );
});
