import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { LocalizedLink } from '../../components/LocalizedLink.tsx';
import { isRoundVerifierGame } from '../../components/fairness/roundVerifierQuery.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { VERIFIER_VM } from './VerifierViewModel.ts';
import { VerifierForm } from './VerifierForm.tsx';
import { VerifierSteps } from './VerifierSteps.tsx';
import { ROUND_VERIFIER_VM } from './rounds/RoundVerifierViewModel.ts';
import { RoundVerifierForm } from './rounds/RoundVerifierForm.tsx';
import { RoundVerifierSteps } from './rounds/RoundVerifierSteps.tsx';
import { LIVE_VERIFIER_VM } from './live/LiveVerifierViewModel.ts';
import { LiveVerifierForm } from './live/LiveVerifierForm.tsx';
import { LiveVerifierResult } from './live/LiveVerifierResult.tsx';
import { isLiveVerifierGame } from '../../components/fairness/liveVerifierQuery.ts';
import { isSlotVerifierGame } from '../../components/fairness/slotVerifierQuery.ts';
import { SLOT_VERIFIER_VM } from './slot/SlotVerifierViewModel.ts';
import { SlotVerifierForm } from './slot/SlotVerifierForm.tsx';
import { SlotVerifierResult } from './slot/SlotVerifierResult.tsx';
import './verifier.css';

const BetVerifier = observer(function BetVerifier({ search }: { readonly search: string }) {
  const vm = useViewModel(VERIFIER_VM);
  useEffect(() => void vm.showQuery(search), [vm, search]);
  return (
    <>
      <VerifierForm vm={vm} />
      <VerifierSteps vm={vm} />
    </>
  );
});

const RoundVerifier = observer(function RoundVerifier({ search }: { readonly search: string }) {
  const vm = useViewModel(ROUND_VERIFIER_VM);
  useEffect(() => void vm.showQuery(search), [vm, search]);
  return (
    <>
      <RoundVerifierForm vm={vm} />
      <RoundVerifierSteps vm={vm} />
    </>
  );
});

const LiveVerifier = observer(function LiveVerifier({ search }: { readonly search: string }) {
  const vm = useViewModel(LIVE_VERIFIER_VM);
  useEffect(() => void vm.showQuery(search), [vm, search]);
  return (
    <>
      <LiveVerifierForm vm={vm} />
      <LiveVerifierResult vm={vm} />
    </>
  );
});

const SlotVerifier = observer(function SlotVerifier({ search }: { readonly search: string }) {
  const vm = useViewModel(SLOT_VERIFIER_VM);
  useEffect(() => void vm.showQuery(search), [vm, search]);
  return (
    <>
      <SlotVerifierForm vm={vm} />
      <SlotVerifierResult vm={vm} />
    </>
  );
});

/**
 * The provably fair verifier: any bet re-derived in the browser from its seeds, step by step, offline too; a miner
 * or hilo round or a case opening rebuilt whole (issue 16), or a crash round or room draw checked (issue 17), when the
 * link names one of those games.
 */
function VerifierPage() {
  const { t } = useTranslation('fairnessVerifier');
  const { search } = useLocation();
  const game = new URLSearchParams(search).get('game');
  const rounds = isRoundVerifierGame(game);
  const live = isLiveVerifierGame(game);
  const slot = isSlotVerifierGame(game);
  useDocumentTitle(t('verifier.title'));
  return (
    <div className="verifier">
      <PageHeading>{t('verifier.title')}</PageHeading>
      <p>{t('verifier.intro')}</p>
      <details className="verifier__how">
        <summary>{t('verifier.howTitle')}</summary>
        <p>{t('verifier.how')}</p>
        <p>{t('rounds.how')}</p>
        <p>{t('live.how')}</p>
        <p>{t('slot.how')}</p>
      </details>
      <nav aria-label={t('rounds.kinds')} className="verifier__kinds">
        <LocalizedLink to="/fairness" aria-current={rounds || live || slot ? undefined : 'page'}>
          {t('rounds.kindBets')}
        </LocalizedLink>
        <LocalizedLink to="/fairness?game=miner" aria-current={rounds ? 'page' : undefined}>
          {t('rounds.kindRounds')}
        </LocalizedLink>
        <LocalizedLink to="/fairness?game=crash" aria-current={live ? 'page' : undefined}>
          {t('live.kind')}
        </LocalizedLink>
        <LocalizedLink to="/fairness?game=slot" aria-current={slot ? 'page' : undefined}>
          {t('slot.kind')}
        </LocalizedLink>
      </nav>
      {slot ? (
        <SlotVerifier search={search} />
      ) : live ? (
        <LiveVerifier search={search} />
      ) : rounds ? (
        <RoundVerifier search={search} />
      ) : (
        <BetVerifier search={search} />
      )}
    </div>
  );
}

export default observer(VerifierPage);
