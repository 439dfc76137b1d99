/**
 * Odds as the sportsbook keeps them (issue 20): decimal odds as an integer count of hundredths, `185` for 1.85, from
 * 1.01 to 1000.00. Every price and return is computed on these integers, never on floats.
 */
export type Odds = number;

export const MIN_ODDS: Odds = 101;
export const MAX_ODDS: Odds = 100_000;

export type OddsFormat = 'decimal' | 'fractional' | 'american';
export const ODDS_FORMATS: readonly OddsFormat[] = ['decimal', 'fractional', 'american'];

export function isOdds(value: unknown): value is Odds {
  return Number.isSafeInteger(value) && (value as number) >= MIN_ODDS && (value as number) <= MAX_ODDS;
}

export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The profit for 1 staked, reduced: 1.85 → 17/20, 2.50 → 3/2, 1.01 → 1/100. Exact for every odds. */
export function toFractional(odds: Odds): { readonly numerator: number; readonly denominator: number } {
  const profit = odds - 100;
  const divisor = gcd(profit, 100);
  return { numerator: profit / divisor, denominator: 100 / divisor };
}

/**
 * American odds: from 2.00 up, the profit on 100 staked (2.50 → +150); below, the stake that wins 100, negative
 * (1.85 → −118, rounded half away from zero; 1.50 → −200).
 */
export function toAmerican(odds: Odds): number {
  const profit = odds - 100;
  if (odds >= 200) return profit;
  return -Math.floor((2 * 10_000 + profit) / (2 * profit));
}

/** Fractional odds back to hundredths: exact when the profit is a whole number of hundredths, else floored. */
export function fromFractional(numerator: number, denominator: number): Odds | null {
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    numerator < 0 ||
    denominator <= 0
  )
    return null;
  const odds = 100 + Math.floor((numerator * 100) / denominator);
  return isOdds(odds) ? odds : null;
}

/** American odds back to hundredths: +150 → 250 exactly; −118 → 184 (floored: 100 + 10000/118 = 184.7). */
export function fromAmerican(american: number): Odds | null {
  if (!Number.isSafeInteger(american) || (american > -100 && american < 100)) return null;
  const odds = american > 0 ? 100 + american : 100 + Math.floor(10_000 / -american);
  return isOdds(odds) ? odds : null;
}

/** The odds as the player chose to read them, locale-free ("1.85", "17/20", "−118"); the page localises decimals. */
export function oddsText(odds: Odds, format: OddsFormat): string {
  switch (format) {
    case 'decimal':
      return `${Math.floor(odds / 100)}.${String(odds % 100).padStart(2, '0')}`;
    case 'fractional': {
      const { numerator, denominator } = toFractional(odds);
      return `${numerator}/${denominator}`;
    }
    case 'american': {
      const american = toAmerican(odds);
      return american > 0 ? `+${american}` : `−${-american}`;
    }
  }
}
