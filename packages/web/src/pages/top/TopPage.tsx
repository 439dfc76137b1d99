import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { usePreload } from '../../di/usePreload.ts';
import { LoadableView } from '../../components/page/LoadableView.tsx';
import { TopTable } from '../../components/content/TopTable.tsx';
import { TOP_VM } from './TopViewModel.ts';
import '../../components/page/pages.css';

/** The top list: the biggest wins with player, game and amount. */
function TopPage() {
  const { t } = useTranslation('top');
  const vm = useViewModel(TOP_VM);
  usePreload(() => vm.load());
  useEffect(() => void vm.load(), [vm]);
  useDocumentTitle(t('title'));
  return (
    <div className="page" data-page="top">
      <PageHeading subtitle={t('subtitle')}>{t('title')}</PageHeading>
      <LoadableView state={vm.entries} emptyMessage={t('empty')}>
        {() => <TopTable entries={vm.ranked} />}
      </LoadableView>
    </div>
  );
}

export default observer(TopPage);
