import { scaledIndex } from '../fairness/floats.ts';

/** One item of a case: its value in minor units of the player's currency and its integer weight. */
export interface CaseItem {
  readonly id: string;
  readonly valueMinor: number;
  readonly weight: number;
}

/** Weights sum to at most 2²¹, so floor(f × total) stays exact. */
export const CASE_MAX_TOTAL_WEIGHT = 2 ** 21;

export function totalWeight(items: readonly CaseItem[]): number {
  return items.reduce((sum, item) => sum + item.weight, 0);
}

/** Positive whole weights summing to at most 2²¹, at least one item, whole non-negative values. */
export function isValidCase(items: readonly CaseItem[]): boolean {
  const total = totalWeight(items);
  return (
    items.length > 0 &&
    total <= CASE_MAX_TOTAL_WEIGHT &&
    items.every(
      (item) =>
        Number.isSafeInteger(item.weight) &&
        item.weight > 0 &&
        Number.isSafeInteger(item.valueMinor) &&
        item.valueMinor >= 0,
    )
  );
}

/**
 * The item of docs/fairness.md: `ticket = floor(f0 × total weight)`, and the item is the first, in the published
 * order, whose cumulative weight is above the ticket.
 */
export function caseTicket(u32: number, items: readonly CaseItem[]): number {
  return scaledIndex(u32, totalWeight(items));
}

export function caseItemIndex(ticket: number, items: readonly CaseItem[]): number {
  let cumulative = 0;
  for (const [index, item] of items.entries()) {
    cumulative += item.weight;
    if (ticket < cumulative) return index;
  }
  throw new RangeError(`ticket ${ticket} beyond the total weight ${cumulative}`);
}

/**
 * The case's return: Σ value × weight / (total weight × price), in hundredths of a percent rounded down (9512 is
 * 95.12 %), the figure the API publishes.
 */
export function caseRtpBasisPoints(items: readonly CaseItem[], priceMinor: number): number {
  const expected = items.reduce((sum, item) => sum + BigInt(item.valueMinor) * BigInt(item.weight), 0n);
  return Number((expected * 10_000n) / (BigInt(totalWeight(items)) * BigInt(priceMinor)));
}
