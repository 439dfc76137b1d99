import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { INSTANT_GAMES } from '@casino/core';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { useOutcomeWords } from '../../components/fairness/useOutcomeWords.ts';
import { verifierPath } from '../../components/fairness/verifierQuery.ts';
import { useViewModel } from '../../app/useViewModel.ts';
import { useDateFormat } from '../shared/useDateFormat.ts';
import { TableScroll } from '../shared/TableScroll.tsx';
import { PROFILE_BETS_VM, type BetFilter, type ProfileBetsViewModel } from './ProfileBetsViewModel.ts';

const FILTERS: readonly BetFilter[] = ['all', ...INSTANT_GAMES];

/** The player's bets in the instant games, each with a link to verify it. */
function ProfileBets() {
  const { t } = useTranslation(['profile', 'fairness']);
  const formatDate = useDateFormat();
  const words = useOutcomeWords();
  const vm = useViewModel<ProfileBetsViewModel>(PROFILE_BETS_VM);
  useEffect(() => void vm.load(), [vm]);
  const label = (filter: BetFilter) =>
    filter === 'all' ? t('profile:history.bets.all') : t(`fairness:games.${filter}`);
  return (
    <section className="profile-bets" aria-labelledby="profile-bets-title">
      <h2 id="profile-bets-title">{t('profile:history.bets.title')}</h2>
      <Tabs
        label={t('profile:history.bets.filter')}
        items={FILTERS.map((filter) => ({ key: filter, label: label(filter) }))}
        selected={vm.filter}
        onSelect={(filter) => void vm.chooseFilter(filter)}
      >
        {vm.status === 'loading' ? <LoadingState /> : null}
        {vm.status === 'error' ? <ErrorState onRetry={() => void vm.load()} /> : null}
        {vm.status === 'empty' ? <EmptyState message={t('profile:history.bets.empty')} /> : null}
        {vm.status === 'ready' ? (
          <>
            <TableScroll label={t('profile:history.bets.title')}>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('profile:history.bets.time')}</th>
                    <th scope="col">{t('profile:history.bets.game')}</th>
                    <th scope="col" className="data-table__number">
                      {t('profile:history.bets.stake')}
                    </th>
                    <th scope="col" className="data-table__number">
                      {t('profile:history.bets.payout')}
                    </th>
                    <th scope="col" className="data-table__number">
                      {t('profile:history.bets.multiplier')}
                    </th>
                    <th scope="col">{t('profile:history.bets.outcome')}</th>
                    <th scope="col">{t('profile:history.bets.proof')}</th>
                  </tr>
                </thead>
                <tbody>
                  {vm.bets.map((bet) => (
                    <tr key={bet.id} data-bet-id={bet.id}>
                      <td>{formatDate(new Date(bet.createdAt).toISOString())}</td>
                      <td>{label(bet.params.game)}</td>
                      <td className="data-table__number">
                        <MoneyText money={bet.stake} />
                      </td>
                      <td className="data-table__number">
                        <MoneyText money={bet.payout} />
                      </td>
                      <td className="data-table__number">{words.multiplier(bet.multiplierTenThousandths)}</td>
                      <td>{words.outcome(bet.outcome)}</td>
                      <td>
                        <LocalizedLink
                          to={verifierPath(bet)}
                          aria-label={t('profile:history.bets.verifyLabel', { nonce: bet.fairness.nonce })}
                        >
                          {t('profile:history.bets.verify')}
                        </LocalizedLink>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            {vm.error ? <ErrorState onRetry={() => void vm.loadMore()} /> : null}
            {vm.hasMore && !vm.error ? (
              <Button variant="secondary" busy={vm.loadingMore} onClick={() => void vm.loadMore()}>
                {t('profile:history.bets.more')}
              </Button>
            ) : null}
          </>
        ) : null}
      </Tabs>
    </section>
  );
}

export default observer(ProfileBets);
