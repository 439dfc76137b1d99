import { useEffect } from 'react';
import { useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { usePreload } from '../../di/usePreload.ts';
import { LoadableView } from '../../components/page/LoadableView.tsx';
import { SubNav } from '../../components/page/SubNav.tsx';
import { TournamentCard } from '../../components/content/TournamentCard.tsx';
import { TOURNAMENTS_VM, TOURNAMENT_STATUSES, isTournamentStatus } from './TournamentsViewModel.ts';
import '../../components/page/pages.css';

/** /tournaments lists every tournament; /tournaments/{status} those of one status (the router 404s any other). */
function TournamentsPage() {
  const params = useParams();
  const status = isTournamentStatus(params['status']) ? params['status'] : null;
  const { t } = useTranslation('tournaments');
  const vm = useViewModel(TOURNAMENTS_VM);
  usePreload(() => vm.open(status));
  const viewer = vm.viewer;
  // Loaded again when the player logs in or out: each card shows their own place and points.
  useEffect(() => void vm.open(status), [vm, status, viewer]);
  const title = status ? t(`byStatus.${status}`) : t('title');
  useDocumentTitle(title);
  return (
    <div className="page" data-page="tournaments">
      <PageHeading subtitle={t('subtitle')}>{title}</PageHeading>
      <SubNav
        label={t('filter')}
        items={[
          { to: '/tournaments', label: t('all') },
          ...TOURNAMENT_STATUSES.map((each) => ({ to: `/tournaments/${each}`, label: t(`status.${each}`) })),
        ]}
      />
      <LoadableView state={vm.tournaments} emptyMessage={t(status ? `empty.${status}` : 'empty.all')}>
        {(tournaments) => (
          <ul className="card-grid card-grid--wide">
            {tournaments.map((tournament) => (
              <TournamentCard key={tournament.id} tournament={tournament} />
            ))}
          </ul>
        )}
      </LoadableView>
    </div>
  );
}

export default observer(TournamentsPage);
