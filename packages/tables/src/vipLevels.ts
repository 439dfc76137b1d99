/**
 * The VIP club's levels (issue 34): the confirmed deposits, in each currency's minor units, from which a member holds a
 * level, and the share of the past week's net loss paid back to them as cashback. The VIP page prints this table, the
 * FAQ and the page's texts quote its highest cashback, and the local API reads it to rank members and pay the cashback,
 * so none of them can say another figure. The thresholds follow the published rouble scale (1 ₽ = 1 ₹ = 5 ₸ = 0.01 $
 * or €), written out per currency.
 */
export const VIP_LEVELS = [
  {
    level: 1,
    name: 'Bronze',
    cashbackPercent: 3,
    minDeposit: { RUB: 0, USD: 0, EUR: 0, KZT: 0, INR: 0 },
  },
  {
    level: 2,
    name: 'Silver',
    cashbackPercent: 5,
    minDeposit: { RUB: 5_000_000, USD: 50_000, EUR: 50_000, KZT: 25_000_000, INR: 5_000_000 },
  },
  {
    level: 3,
    name: 'Gold',
    cashbackPercent: 7,
    minDeposit: { RUB: 25_000_000, USD: 250_000, EUR: 250_000, KZT: 125_000_000, INR: 25_000_000 },
  },
  {
    level: 4,
    name: 'Platinum',
    cashbackPercent: 10,
    minDeposit: { RUB: 100_000_000, USD: 1_000_000, EUR: 1_000_000, KZT: 500_000_000, INR: 100_000_000 },
  },
  {
    level: 5,
    name: 'Diamond',
    cashbackPercent: 15,
    minDeposit: { RUB: 500_000_000, USD: 5_000_000, EUR: 5_000_000, KZT: 2_500_000_000, INR: 500_000_000 },
  },
] as const;

export type VipCurrency = keyof (typeof VIP_LEVELS)[number]['minDeposit'];

/**
 * The weekly cashback: weeks run from Monday 00:00 UTC to the next; a week's cashback is paid once it has ended, to each
 * member who joined before its end, at their level as of its end.
 */
export const VIP_CASHBACK_WEEK = { startsOnUtcDay: 1, days: 7 } as const;
