import { useTranslation } from 'react-i18next';
import { formatMoney, moneyFromMinor, outcomeWording, type Money } from '@casino/core';
import { useLocale } from '../../i18n/useLocale.ts';

/** A change of balance with its sign: "+$0.30", "−$0.25", "±$0.00". */
export function formatNet(netMinor: number, currency: Money['currency'], iso: string): string {
  const sign = netMinor > 0 ? '+' : netMinor < 0 ? '−' : '±';
  return `${sign}${formatMoney(moneyFromMinor(Math.abs(netMinor), currency), iso)}`;
}

/**
 * A stake and what came back, in net terms first and "won" only when the player is up (issue 38), worded by the
 * core's outcomeWording: "You won $0.40 (+$0.30)", "Returned $0.25 of $0.50 (−$0.25)", "No win: the $0.50 stake is
 * lost (−$0.50)". Every original game says its result with it.
 */
export function useStakeOutcome(): (stake: Money, payout: Money) => string {
  const { t } = useTranslation('games');
  const { iso } = useLocale();
  return (stake, payout) => {
    const { kind, netMinor } = outcomeWording(stake.minor, payout.minor);
    return t(`play.money.${kind}`, {
      amount: formatMoney(payout, iso),
      stake: formatMoney(stake, iso),
      net: formatNet(netMinor, stake.currency, iso),
    });
  };
}
