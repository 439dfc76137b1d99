import { useEffect } from 'react';
import { useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { usePreload } from '../../di/usePreload.ts';
import { useDateFormat } from '../../components/page/useDateFormat.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { TOURNAMENT_VM } from './TournamentViewModel.ts';
import '../../components/page/pages.css';
import '../../components/content/tournaments.css';
import { TableScroll } from '../../components/page/TableScroll.tsx';

/** One tournament: prize pool, dates, what it is about and its leaders. */
function TournamentPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('tournaments');
  const formatDate = useDateFormat();
  const { iso } = useLocale();
  const vm = useViewModel(TOURNAMENT_VM);
  usePreload(() => vm.open(id));
  useEffect(() => void vm.open(id), [vm, id]);
  const tournament = vm.tournament.status === 'ready' ? vm.tournament.value : null;
  const title = tournament?.title ?? (vm.tournament.isNotFound ? t('one.notFoundTitle') : t('one.title'));
  useDocumentTitle(title);

  return (
    <div className="page" data-page="tournament">
      <PageHeading subtitle={tournament ? t(`status.${tournament.status}`) : undefined}>{title}</PageHeading>
      {vm.tournament.status === 'loading' ? <LoadingState /> : null}
      {vm.tournament.isNotFound ? (
        <p className="notice notice--error" role="alert">
          {t('one.notFound')}
        </p>
      ) : vm.tournament.status === 'error' ? (
        <ErrorState onRetry={() => void vm.tournament.retry()} />
      ) : null}
      {tournament ? (
        <>
          <dl className="facts">
            <div>
              <dt>{t('prizePool')}</dt>
              <dd>
                <MoneyText className="tournament-card__prize" money={tournament.prizePool} />
              </dd>
            </div>
            <div>
              <dt>{t('starts')}</dt>
              <dd>{formatDate(tournament.startsAt)}</dd>
            </div>
            <div>
              <dt>{t('ends')}</dt>
              <dd>{formatDate(tournament.endsAt)}</dd>
            </div>
          </dl>
          <p className="page-text">{tournament.description}</p>
          <section className="page-section" aria-labelledby="leaders-title">
            <h2 id="leaders-title" className="page-section__title">
              {t('one.leaders')}
            </h2>
            {vm.leaders.length === 0 ? (
              <EmptyState message={t('one.noLeaders')} />
            ) : (
              <TableScroll label={t('one.leaders')}>
                <table className="data-table">
                  <thead>
                    <tr>
                      <th scope="col" className="data-table__number">
                        {t('one.place')}
                      </th>
                      <th scope="col">{t('one.player')}</th>
                      <th scope="col" className="data-table__number">
                        {t('one.points')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {vm.leaders.map((leader) => (
                      <tr key={leader.place}>
                        <td className="data-table__number">{leader.place}</td>
                        <td>{leader.name}</td>
                        <td className="data-table__number">{leader.points.toLocaleString(iso)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </section>
        </>
      ) : null}
      <ButtonLink to="/tournaments" variant="secondary">
        {t('one.all')}
      </ButtonLink>
    </div>
  );
}

export default observer(TournamentPage);
