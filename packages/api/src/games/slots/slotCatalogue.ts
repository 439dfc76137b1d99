import { SLOT_MATHS } from './slotModels.ts';
import type { SlotMaths } from './slotMaths.ts';

/**
 * Which maths each slot of the lobby plays (docs/fairness.md, "Slots"): the provider's three games under the studios'
 * titles, chosen by how the title is known to play.
 */
const VOLATILITY: Readonly<Record<string, SlotMaths['volatility']>> = {
  'gates-of-olympus': 'high',
  'sweet-bonanza': 'medium',
  'the-dog-house': 'medium',
  'sugar-rush': 'high',
  'big-bass-bonanza': 'medium',
  'book-of-dead': 'high',
  reactoonz: 'medium',
  starburst: 'low',
  'gonzos-quest': 'medium',
  'dead-or-alive-2': 'high',
  'wanted-dead-or-a-wild': 'high',
  'chaos-crew': 'high',
  mental: 'high',
  'san-quentin': 'high',
  'jammin-jars': 'medium',
  'money-train-3': 'high',
  'bonanza-megaways': 'medium',
  'vikings-go-berzerk': 'medium',
  'elvis-frog-in-vegas': 'low',
  aviamasters: 'low',
  'fire-in-the-hole': 'high',
  'razor-shark': 'medium',
  'wolf-gold': 'low',
  'legacy-of-dead': 'high',
};

export function slotMathsOf(slug: string): SlotMaths | null {
  const volatility = VOLATILITY[slug];
  return volatility ? (SLOT_MATHS.find((maths) => maths.volatility === volatility) ?? null) : null;
}

/**
 * Stakes of a spin in minor units per currency (EUR as USD): the smallest, the largest, and the value of one free spin
 * of a campaign. The page offers these steps between the two bounds.
 */
export const SLOT_STAKES: Readonly<Record<string, { steps: readonly number[]; freeSpin: number }>> = {
  USD: { steps: [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000], freeSpin: 20 },
  EUR: { steps: [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000], freeSpin: 20 },
  RUB: { steps: [1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000, 500000, 1000000], freeSpin: 2000 },
  INR: { steps: [1000, 2000, 5000, 10000, 20000, 50000, 100000, 200000, 500000, 1000000], freeSpin: 2000 },
  KZT: {
    steps: [5000, 10000, 25000, 50000, 100000, 250000, 500000, 1000000, 2500000, 5000000],
    freeSpin: 10000,
  },
};

/** Play money a demo session starts with, in minor units: 1 000 of the currency. */
export const DEMO_BALANCE_MINOR = 100_000;
