import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { LoadableView } from '../../components/page/LoadableView.tsx';
import { useDateFormat } from '../../components/page/useDateFormat.ts';
import { TableScroll } from '../../components/page/TableScroll.tsx';
import ProfileBets from './ProfileBets.tsx';
import { HISTORY_KINDS, PROFILE_HISTORY_VM, type HistoryFilter } from './ProfileHistoryViewModel.ts';

/** Statuses the page has words for; any other shows as the server wrote it. */
const KNOWN_STATUSES = new Set(['success', 'pending', 'failed', 'cancelled']);

/** The player's transactions, newest first, by kind, and below them the bets of the instant games. */
function ProfileHistoryPage() {
  const { t } = useTranslation('profile');
  const formatDate = useDateFormat();
  const vm = useViewModel(PROFILE_HISTORY_VM);
  useEffect(() => void vm.load(), [vm]);
  useDocumentTitle(t('history.title'));
  const filters: readonly HistoryFilter[] = ['all', ...HISTORY_KINDS];
  return (
    <>
      <PageHeading>{t('history.title')}</PageHeading>
      <LoadableView state={vm.history} emptyMessage={t('history.empty')}>
        {() => (
          <Tabs
            label={t('history.filter')}
            items={filters.map((filter) => ({ key: filter, label: t(`history.kinds.${filter}`) }))}
            selected={vm.filter}
            onSelect={(filter) => vm.chooseFilter(filter)}
          >
            {vm.entries.length === 0 ? (
              <EmptyState message={t('history.emptyKind')} />
            ) : (
              <TableScroll label={t('history.title')}>
                <table className="data-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('history.date')}</th>
                      <th scope="col">{t('history.kind')}</th>
                      <th scope="col" className="data-table__number">
                        {t('history.amount')}
                      </th>
                      <th scope="col">{t('history.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {vm.entries.map((entry) => (
                      <tr key={entry.id}>
                        <td>{formatDate(entry.createdAt)}</td>
                        <td>{t(`history.kinds.${entry.kind}`)}</td>
                        <td className="data-table__number">
                          <MoneyText money={entry.amount} />
                        </td>
                        <td>
                          {KNOWN_STATUSES.has(entry.status)
                            ? t(`history.statuses.${entry.status}`)
                            : entry.status}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </Tabs>
        )}
      </LoadableView>
      <ProfileBets />
    </>
  );
}

export default observer(ProfileHistoryPage);
