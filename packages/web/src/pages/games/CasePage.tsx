import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router';
import type { RevealedSeedPair } from '@casino/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading.tsx';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Card } from '../../components/Card.tsx';
import { LoadingState } from '../../components/LoadingState.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import { FairnessButton } from '../../components/fairness/FairnessButton.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useViewModel } from '../../di/useViewModel.ts';
import { useReducedMotion } from './play/useHotkeys.ts';
import { CASES_VM } from './cases/CasesViewModel.ts';
import { CaseReel } from './cases/CaseReel.tsx';
import { useCaseWords } from '../../components/games/useCaseWords.ts';
import '../../components/page/pages.css';
import '../../components/games/games.css';
import './cases/cases.css';
import { SaferPlayRefusal } from '../../components/saferPlay/SaferPlayRefusal.tsx';
import { LiveFeedSlot } from '../../components/liveFeed/LiveFeedSlot.tsx';

/** One case: its price, its items with their chances, and the opening with the reel landing on the item won. */
function CasePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation(['gameRounds', 'games']);
  const vm = useViewModel(CASES_VM);
  const words = useCaseWords();
  useEffect(() => vm.show(slug), [vm, slug]);
  useReducedMotion(useCallback((reduced: boolean) => vm.setReducedMotion(reduced), [vm]));
  const revealed = useCallback((pair: RevealedSeedPair) => vm.reveal(pair), [vm]);
  // The address's case from the first render on (the server's, with the catalogue preloaded), before the effect
  // has chosen it; after a move to another case, only once chosen (the reel shown is the last case's until then).
  const offer = vm.slug === slug || vm.slug === null ? vm.offerOf(slug) : null;
  // While the catalogue loads the page is named after its address; only a loaded catalogue can say there is no such case.
  const unknown = vm.status === 'ready' && !offer;
  const title = unknown ? t('case.unknownTitle') : t('case.title', { name: words.name(slug) });
  useDocumentTitle(title);

  return (
    <div className="page" data-page="case">
      <PageHeading>{title}</PageHeading>
      {vm.status === 'loading' ? <LoadingState label={t('games:cases.loading')} /> : null}
      {offer ? (
        <>
          <p className="page-text">
            {t('games:cases.price')}: <MoneyText className="room-stake" money={offer.price} />{' '}
            <span className="page-muted">
              {t('games:cases.rtp', { rtp: words.rtp(offer.rtpBasisPoints) })}
            </span>
          </p>
          <CaseReel vm={vm} />
          <div className="card__actions">
            <Button
              size="large"
              busy={vm.opening}
              aria-disabled={vm.busy || undefined}
              onClick={() => void vm.open()}
            >
              {t('case.open', { name: words.name(offer.slug) })}
            </Button>
            <FairnessButton onRevealed={revealed} />
          </div>
          {vm.notice ? (
            <p className="notice notice--error" role="alert" data-testid="case-notice">
              {vm.refusal ? <SaferPlayRefusal refusal={vm.refusal} /> : t(`case.notice.${vm.notice}`)}
            </p>
          ) : null}
          <section className="page-section" aria-labelledby="case-prizes">
            <h2 id="case-prizes" className="page-section__title">
              {t('case.prizes')}
            </h2>
            <ul className="case-prizes plain-list">
              {offer.items.map((item) => (
                <Card as="li" key={item.id}>
                  <p className="card__title">{words.item(item.id)}</p>
                  <MoneyText
                    className="room-stake"
                    money={{ minor: item.valueMinor, currency: offer.price.currency }}
                  />
                  <p className="page-muted">
                    {t('case.chance', { percent: words.chance(vm.chanceOf(offer, item)) })}
                  </p>
                </Card>
              ))}
            </ul>
          </section>
        </>
      ) : unknown ? (
        <div className="notice notice--error" role="alert">
          <p className="page-text">{t('case.notFound')}</p>
        </div>
      ) : null}
      <ButtonLink to="/games/cases" variant="secondary">
        {t('case.allCases')}
      </ButtonLink>
      <LiveFeedSlot />
    </div>
  );
}

export default observer(CasePage);
