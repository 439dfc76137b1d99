import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import ProfileBets from './ProfileBets.tsx';
import { ProfileSportsBets } from './ProfileSportsBets.tsx';
import { HistoryFilters } from './history/HistoryFilters.tsx';
import { HistoryTable } from './history/HistoryTable.tsx';
import { PROFILE_HISTORY_VM } from './ProfileHistoryViewModel.ts';

/** Every movement of the player's money in one place (issue 18), then the instant games' bets with their proofs. */
function ProfileHistoryPage() {
  const { t } = useTranslation('money');
  const vm = useViewModel(PROFILE_HISTORY_VM);
  useDocumentTitle(t('history.title'));
  let body;
  if (vm.status === 'loading') body = <LoadingState />;
  else if (vm.status === 'error') body = <ErrorState onRetry={() => void vm.reload()} />;
  else if (vm.isEmpty) body = <EmptyState message={t('history.empty')} />;
  else body = <HistoryTable vm={vm} />;
  return (
    <>
      <PageHeading>{t('history.title')}</PageHeading>
      <HistoryFilters vm={vm} />
      <div className="card__actions">
        <Button variant="secondary" size="small" busy={vm.exporting} onClick={() => void vm.exportCsv()}>
          {t('history.export')}
        </Button>
      </div>
      {body}
      {vm.status === 'ready' && vm.nextCursor !== null ? (
        <div className="card__actions">
          <Button variant="secondary" busy={vm.loadingMore} onClick={() => void vm.loadMore()}>
            {t('history.more')}
          </Button>
        </div>
      ) : null}
      <ProfileBets />
      <ProfileSportsBets />
    </>
  );
}

export default observer(ProfileHistoryPage);
