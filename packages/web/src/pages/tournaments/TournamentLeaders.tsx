import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { TableScroll } from '../../components/page/TableScroll.tsx';
import { useDateFormat } from '../../components/page/useDateFormat.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import type { TournamentViewModel } from './TournamentViewModel.ts';

/**
 * The leaderboard from real bets: place, player (masked; "Hidden" for a player who hides their statistics; the
 * player's own row marked in words), points, and once it is over, what each place was paid.
 */
function TournamentLeaders({ vm }: { vm: TournamentViewModel }) {
  const { t } = useTranslation('tournament');
  const { iso } = useLocale();
  const formatDate = useDateFormat();
  const tournament = vm.tournament.value;
  if (!tournament) return null;
  const finished = vm.showsPrizes;
  return (
    <section className="page-section" aria-labelledby="leaders-title">
      <h2 id="leaders-title" className="page-section__title">
        {finished ? t('winners') : t('leaders')}
      </h2>
      {finished ? (
        <p className="page-text">
          {vm.leaders.length === 0
            ? t('noWinners')
            : tournament.paidAt
              ? t('paid', { date: formatDate(tournament.paidAt) })
              : t('unpaid')}
        </p>
      ) : null}
      {vm.leaders.length === 0 ? (
        finished ? null : (
          <EmptyState message={t('noLeaders')} />
        )
      ) : (
        <TableScroll label={t('leaders')}>
          <table className="data-table" data-testid="tournament-leaders">
            <thead>
              <tr>
                <th scope="col" className="data-table__number">
                  {t('place')}
                </th>
                <th scope="col">{t('player')}</th>
                <th scope="col" className="data-table__number">
                  {t('points')}
                </th>
                {finished ? (
                  <th scope="col" className="data-table__number">
                    {t('prize')}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {vm.leaders.map((leader) => {
                const mine = vm.isMine(leader);
                const name = leader.name ?? t('hidden');
                return (
                  <tr key={leader.place} className={mine ? 'tournament-leader--mine' : undefined}>
                    <td className="data-table__number">{leader.place}</td>
                    <td>{mine ? t('you', { name }) : name}</td>
                    <td className="data-table__number">{leader.points.toLocaleString(iso)}</td>
                    {finished ? (
                      <td className="data-table__number">
                        {leader.prize ? <MoneyText money={leader.prize} /> : '—'}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

export default observer(TournamentLeaders);
