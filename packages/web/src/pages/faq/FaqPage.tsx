import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { LoadableView } from '../../components/page/LoadableView.tsx';
import { FaqAccordion } from './FaqAccordion.tsx';
import { FAQ_VM } from './FaqViewModel.ts';
import '../../components/page/pages.css';

/** Questions and answers in the interface language, as an accordion. */
function FaqPage() {
  const { t } = useTranslation('faq');
  const vm = useViewModel(FAQ_VM);
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
