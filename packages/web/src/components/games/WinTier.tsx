import { useTranslation } from 'react-i18next';
import { WIN_TIER_MULTIPLES, winTier, type Money } from '@casino/core';
import { useLocale } from '../../i18n/useLocale.ts';
import { formatMultiplier } from './formatGame.ts';
import './winTier.css';

/**
 * A win that scales with its size (issue 36): from the published multiples of the stake (`WIN_TIER_MULTIPLES`) a
 * badge over the board says "Big win" or "Huge win" with the multiple, and grows in (a huge win larger, with a
 * glow; still with reduced motion). Nothing for an ordinary win or a loss. Shown once the board has stopped: the
 * caller passes the bet it announced, keyed by the bet so that each win grows in anew.
 */
export function WinTier({ stake, payout }: { stake: Money; payout: Money }) {
  const { t } = useTranslation('games');
  const { iso } = useLocale();
  const tier = winTier(stake.minor, payout.minor);
  if (!tier) return null;
  const multiple = Math.floor((payout.minor * 10_000) / stake.minor);
  return (
    <p className={`win-tier win-tier--${tier}`} data-testid="win-tier" data-tier={tier}>
      <span className="win-tier__badge">
        {t(`play.winTier.${tier}`, { multiplier: formatMultiplier(multiple, iso) })}
      </span>
    </p>
  );
}

/** The published thresholds in the player's words, for a game's rules. */
export function WinTierRule() {
  const { t } = useTranslation('games');
  const { iso } = useLocale();
  return (
    <p className="page-text">
      {t('play.winTier.rule', {
        big: formatMultiplier(WIN_TIER_MULTIPLES.big * 10_000, iso),
        huge: formatMultiplier(WIN_TIER_MULTIPLES.huge * 10_000, iso),
      })}
    </p>
  );
}
