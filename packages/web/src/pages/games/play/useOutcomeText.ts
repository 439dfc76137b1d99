import { useTranslation } from 'react-i18next';
import type { SettledBet } from '@casino/core';
import { useStakeOutcome } from '../../../components/games/useStakeOutcome.ts';

/**
 * A settled bet in one sentence, as the live region announces it and the results strip names it, its money in net
 * terms: "Roll 63.21: you won $19.80 (+$9.80)". `describe` says what came out, in the game's own words.
 */
export function useOutcomeText(describe: (bet: SettledBet) => string): (bet: SettledBet) => string {
  const { t } = useTranslation('games');
  const money = useStakeOutcome();
  return (bet) => t('play.outcome', { result: describe(bet), money: money(bet.stake, bet.payout) });
}
