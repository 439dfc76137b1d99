import { scaled } from '../fairness/fairness.ts';

/**
 * The cases of docs/fairness.md ("Cases"): price and item values in US cents, weights summing to 1000. Other
 * currencies scale them: RUB and INR ×100, KZT ×500, EUR as USD, so every case returns the same in each.
 */
export interface CatalogueCase {
  readonly slug: string;
  readonly priceCents: number;
  readonly items: readonly (readonly [valueCents: number, weight: number])[];
}

export const ITEM_IDS = ['common', 'uncommon', 'rare', 'epic', 'legendary', 'mythic'] as const;

export const CASES: readonly CatalogueCase[] = [
  {
    slug: 'penny',
    priceCents: 10,
    items: [
      [5, 67],
      [8, 708],
      [10, 150],
      [20, 60],
      [50, 12],
      [200, 3],
    ],
  },
  {
    slug: 'bronze',
    priceCents: 50,
    items: [
      [25, 175],
      [40, 597],
      [50, 150],
      [100, 60],
      [250, 15],
      [1000, 3],
    ],
  },
  {
    slug: 'silver',
    priceCents: 100,
    items: [
      [50, 219],
      [80, 563],
      [100, 150],
      [200, 50],
      [500, 15],
      [2500, 3],
    ],
  },
  {
    slug: 'gold',
    priceCents: 500,
    items: [
      [250, 200],
      [400, 575],
      [500, 150],
      [1000, 60],
      [2500, 12],
      [10000, 3],
    ],
  },
  {
    slug: 'ruby',
    priceCents: 1000,
    items: [
      [400, 197],
      [800, 614],
      [1000, 140],
      [2500, 40],
      [10000, 8],
      [50000, 1],
    ],
  },
  {
    slug: 'diamond',
    priceCents: 5000,
    items: [
      [2000, 292],
      [4000, 479],
      [5000, 150],
      [10000, 70],
      [50000, 8],
      [250000, 1],
    ],
  },
];

export const CURRENCY_SCALE: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1,
  RUB: 100,
  INR: 100,
  KZT: 500,
};

/** The item of a ticket: the first whose cumulative weight is above floor(f0 × total weight). */
export function drawItem(integer: number, weights: readonly number[]): { ticket: number; index: number } {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const ticket = scaled(integer, total);
  let cumulative = 0;
  const index = weights.findIndex((weight) => {
    cumulative += weight;
    return ticket < cumulative;
  });
  return { ticket, index };
}

/** Σ value × weight / (total × price) in hundredths of a percent, rounded down. */
export function rtpBasisPoints(
  priceMinor: number,
  items: readonly { value: number; weight: number }[],
): number {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  const expected = items.reduce((sum, item) => sum + item.value * item.weight, 0);
  return Math.floor((expected * 10_000) / (total * priceMinor));
}
