import {
  HIGH_VOLATILITY_SLOT as HIGH,
  LOW_VOLATILITY_SLOT as LOW,
  MEDIUM_VOLATILITY_SLOT as MEDIUM,
} from '@casino/tables';
import type { SlotModel } from './model.ts';

/** The three slot maths of the provider's games (docs/fairness.md, "Slots"; the data of `@casino/tables`). */
export const LOW_VOLATILITY_SLOT: SlotModel = LOW;
export const MEDIUM_VOLATILITY_SLOT: SlotModel = MEDIUM;
export const HIGH_VOLATILITY_SLOT: SlotModel = HIGH;

export const SLOT_MODELS: readonly SlotModel[] = [
  LOW_VOLATILITY_SLOT,
  MEDIUM_VOLATILITY_SLOT,
  HIGH_VOLATILITY_SLOT,
];
