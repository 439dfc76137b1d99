import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/LocalizedLink.tsx';
import { useStakeOutcome } from '../../../components/games/useStakeOutcome.ts';
import { openingVerifierPath } from '../../../components/fairness/roundVerifierQuery.ts';
import { CASE_SPIN_MS, REEL_LANDING, type CasesViewModel } from './CasesViewModel.ts';
import { useCaseWords } from '../../../components/games/useCaseWords.ts';
import { WinTier } from '../../../components/games/WinTier.tsx';

/**
 * The reel of an opening: the case's items slide past and stop on the item won under the marker (no slide when the
 * player prefers reduced motion). Once it stops, the item and what it returned of the price, net first, are announced,
 * and an item worth 10 or 50 times the price is shown as a big or huge win (issue 36).
 */
export const CaseReel = observer(function CaseReel({ vm }: { readonly vm: CasesViewModel }) {
  const { t } = useTranslation('gameRounds');
  const words = useCaseWords();
  const money = useStakeOutcome();
  const shown = vm.shown;
  const opening = shown?.opening;
  const won = opening ? opening.offer.items[opening.itemIndex] : undefined;
  return (
    <section className="case-reel" aria-label={t('case.reel')}>
      <div className="case-reel__window" aria-hidden="true">
        <span className="case-reel__marker" />
        {shown ? (
          <ol
            key={opening?.id}
            className={`case-reel__strip${shown.landed ? '' : ' case-reel__strip--spinning'}`}
            style={{
              ['--reel-landing' as string]: REEL_LANDING,
              ['--reel-ms' as string]: `${CASE_SPIN_MS}ms`,
            }}
          >
            {shown.reel.map((item, index) => (
              <li key={index} className={`case-reel__item case-reel__item--${item.id}`}>
                {words.item(item.id)}
              </li>
            ))}
          </ol>
        ) : null}
        {shown?.landed && opening ? (
          <WinTier key={opening.id} stake={opening.offer.price} payout={opening.payout} />
        ) : null}
      </div>
      <div aria-live="polite" data-testid="case-result">
        {shown?.landed && opening && won ? (
          <p className="case-reel__result" data-opening={opening.id}>
            {t('case.result', {
              item: words.item(won.id),
              money: money(opening.offer.price, opening.payout),
            })}{' '}
            <LocalizedLink to={openingVerifierPath(opening)}>{t('case.verify')}</LocalizedLink>
          </p>
        ) : null}
      </div>
    </section>
  );
});
