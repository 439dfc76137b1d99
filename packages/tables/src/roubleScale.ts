/**
 * Amounts the site sets in roubles (deposit bounds, bonus caps, VIP levels) in another currency: one fixed, round
 * table, not an exchange rate, `amount × num / den`: 1 ₽ = 1 ₹ = 5 ₸ = 0.01 $ or €.
 */
export const ROUBLE_SCALE = {
  RUB: { num: 1, den: 1 },
  INR: { num: 1, den: 1 },
  KZT: { num: 5, den: 1 },
  USD: { num: 1, den: 100 },
  EUR: { num: 1, den: 100 },
} as const;
