import { useEffect } from 'react';
import { useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { usePreload } from '../../di/usePreload.ts';
import { useDateFormat } from '../../components/page/useDateFormat.ts';
import { TOURNAMENT_VM } from './TournamentViewModel.ts';
import '../../components/page/pages.css';
import '../../components/content/tournaments.css';
import TournamentLeaders from './TournamentLeaders.tsx';
import { TournamentRules } from './TournamentRules.tsx';
import TournamentStanding from './TournamentStanding.tsx';

/** One tournament: prize pool, dates, the player's standing, the leaderboard, how it scores and its prizes. */
function TournamentPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['tournament', 'tournaments']);
  const formatDate = useDateFormat();
  const vm = useViewModel(TOURNAMENT_VM);
  usePreload(() => vm.open(id));
  const viewer = vm.viewer;
  // The standing is the player's own: a login or a logout loads the tournament again.
  useEffect(() => void vm.open(id), [vm, id, viewer]);
  const tournament = vm.tournament.status === 'ready' ? vm.tournament.value : null;
  const title = tournament?.title ?? (vm.tournament.isNotFound ? t('notFoundTitle') : t('title'));
  useDocumentTitle(title);

  return (
    <div className="page" data-page="tournament">
      <PageHeading subtitle={tournament ? t(`tournaments:status.${tournament.status}`) : undefined}>
        {title}
      </PageHeading>
      {vm.tournament.status === 'loading' ? <LoadingState /> : null}
      {vm.tournament.isNotFound ? (
        <p className="notice notice--error" role="alert">
          {t('notFound')}
        </p>
      ) : vm.tournament.status === 'error' ? (
        <ErrorState onRetry={() => void vm.tournament.retry()} />
      ) : null}
      {tournament ? (
        <>
          <dl className="facts">
            <div>
              <dt>{t('tournaments:prizePool')}</dt>
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
            <div>
              <dt>{t('repeats.title')}</dt>
              <dd data-testid="tournament-repeats">
                {tournament.repeatDays === null
                  ? t('repeats.once')
                  : t('repeats.every', { days: tournament.repeatDays })}
              </dd>
            </div>
          </dl>
          <p className="page-text">{tournament.description}</p>
          <TournamentStanding vm={vm} />
          <TournamentLeaders vm={vm} />
          <TournamentRules tournament={tournament} />
        </>
      ) : null}
      <ButtonLink to="/tournaments" variant="secondary">
        {t('all')}
      </ButtonLink>
    </div>
  );
}

export default observer(TournamentPage);
