import { SLOT_MODELS } from '@casino/tables';
import type { SlotMaths } from './slotMaths.ts';

/** The provider's three slot maths, as published in docs/fairness.md ("Slots"): the data of `@casino/tables`. */
export const SLOT_MATHS: readonly SlotMaths[] = SLOT_MODELS;
