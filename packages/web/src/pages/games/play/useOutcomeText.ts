import { useTranslation } from 'react-i18next';
import { formatMoney, type SettledBet } from '@casino/core';
import { useLocale } from '../../../i18n/useLocale.ts';

/**
 * A settled bet in one sentence, as the live region announces it and the results strip names it:
 * "Roll 63.21: you won $19.80". `describe` says what came out, in the game's own words.
 */
export function useOutcomeText(describe: (bet: SettledBet) => string): (bet: SettledBet) => string {
  const { t } = useTranslation('games');
  const { iso } = useLocale();
  return (bet) =>
    bet.payout.minor > 0
      ? t('play.outcome.won', { result: describe(bet), amount: formatMoney(bet.payout, iso) })
      : t('play.outcome.lost', { result: describe(bet), stake: formatMoney(bet.stake, iso) });
}
