/**
 * How much of a stake counts towards a bonus's wagering requirement (issue 34), by the game it was staked on: the
 * published table (docs/contract.md, "Bonuses"; the bonuses page and the FAQ say the same). A stake's ledger
 * reference names its game: `slot:<round>` a slot through the provider's wallet (`slot:lt…` a live table),
 * `bet:`, `round:` and `case:` the originals, `crash:` and `room:` the live games, `sports:` the sportsbook.
 */
export const WAGER_WEIGHTS = {
  slots: 100,
  originals: 50,
  crash: 50,
  tables: 10,
  sports: 20,
} as const;
export type WagerGroup = keyof typeof WAGER_WEIGHTS;

export function wagerGroupOf(reference: string): WagerGroup | null {
  if (reference.startsWith('slot:lt')) return 'tables';
  if (reference.startsWith('slot:')) return 'slots';
  if (/^(bet|round|case):/.test(reference)) return 'originals';
  if (/^(crash|room):/.test(reference)) return 'crash';
  if (reference.startsWith('sports:')) return 'sports';
  return null;
}

/** The part of a stake that counts, in whole minor units (rounded down). */
export function countedStake(reference: string, stakeMinor: number): number {
  const group = wagerGroupOf(reference);
  return group === null ? 0 : Math.floor((stakeMinor * WAGER_WEIGHTS[group]) / 100);
}
