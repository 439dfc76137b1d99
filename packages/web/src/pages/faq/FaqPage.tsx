import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../app/useViewModel.ts';
import { LoadableView } from '../shared/LoadableView.tsx';
import { FaqAccordion } from './FaqAccordion.tsx';
import { FAQ_VM, type FaqViewModel } from './FaqViewModel.ts';
import '../shared/pages.css';

/** Questions and answers in the interface language, as an accordion. */
function FaqPage() {
  const { t } = useTranslation('faq');
  const vm = useViewModel<FaqViewModel>(FAQ_VM);
  useEffect(() => {
    vm.start();
    return () => vm.dispose();
  }, [vm]);
  useDocumentTitle(t('title'));
  return (
    <div className="page" data-page="faq">
      <PageHeading subtitle={t('subtitle')}>{t('title')}</PageHeading>
      <LoadableView state={vm.entries} emptyMessage={t('empty')}>
        {(entries) => <FaqAccordion entries={entries} vm={vm} />}
      </LoadableView>
    </div>
  );
}

export default observer(FaqPage);
