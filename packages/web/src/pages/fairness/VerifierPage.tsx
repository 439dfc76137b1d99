import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { VERIFIER_VM } from './VerifierViewModel.ts';
import { VerifierForm } from './VerifierForm.tsx';
import { VerifierSteps } from './VerifierSteps.tsx';
import './verifier.css';

/** The provably fair verifier: any bet re-derived in the browser from its seeds, step by step, offline too. */
function VerifierPage() {
  const { t } = useTranslation('fairness');
  const { search } = useLocation();
  const vm = useViewModel(VERIFIER_VM);
  useEffect(() => void vm.showQuery(search), [vm, search]);
  useDocumentTitle(t('verifier.title'));
  return (
    <div className="verifier">
      <PageHeading>{t('verifier.title')}</PageHeading>
      <p>{t('verifier.intro')}</p>
      <details className="verifier__how">
        <summary>{t('verifier.howTitle')}</summary>
        <p>{t('verifier.how')}</p>
      </details>
      <VerifierForm vm={vm} />
      <VerifierSteps vm={vm} />
    </div>
  );
}

export default observer(VerifierPage);
