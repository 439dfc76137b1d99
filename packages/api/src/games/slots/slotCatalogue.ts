import { SLOT_MATHS } from './slotModels.ts';
import type { SlotMaths } from './slotMaths.ts';

/**
 * Which maths each slot of the lobby plays (docs/fairness.md, "Slots"): the provider's three games under our own
 * titles (issue 34), each title given the volatility its name suggests.
 */
const VOLATILITY: Readonly<Record<string, SlotMaths['volatility']>> = {
  'sky-forge': 'high',
  'candy-orchard': 'medium',
  'happy-hounds': 'medium',
  'honey-comet': 'high',
  'river-catch': 'medium',
  'sandstone-scroll': 'high',
  'jelly-lab': 'medium',
  'prism-drift': 'low',
  'jungle-stairs': 'medium',
  'dust-and-spurs': 'high',
  'outlaw-mesa': 'high',
  'paint-riot': 'high',
  'ward-thirteen': 'high',
  'iron-yard': 'high',
  'berry-jars': 'medium',
  'night-express': 'high',
  'gold-quarry': 'medium',
  'fjord-raiders': 'medium',
  'pond-crooner': 'low',
  'paper-planes': 'low',
  'deep-shaft': 'high',
  'reef-hunter': 'medium',
  'moon-howl': 'low',
  'tomb-lanterns': 'high',
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
