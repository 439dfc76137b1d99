import { err, ok, type Result } from '../../domain/result.ts';
import type { DiceDirection } from '../bet.ts';
import { scaledIndex } from '../fairness/floats.ts';

/** A roll is integer hundredths 0..10000 (0.00 to 100.00): 10001 outcomes. */
export const DICE_OUTCOMES = 10_001;
export const DICE_MAX_ROLL = 10_000;
/** Win chance in hundredths of a percent: 0.01 % to 98 %. */
export const DICE_MIN_CHANCE = 1;
export const DICE_MAX_CHANCE = 9_800;
/** 99 / chance with the chance in hundredths of a percent and the multiplier in ten-thousandths: a 1 % edge. */
const DICE_RETURN = 99_000_000;

export function diceRoll(u32: number): number {
  return scaledIndex(u32, DICE_OUTCOMES);
}

/** The win chance of a target, in hundredths of a percent: the target for under, 100 − target for over. */
export function diceChance(targetHundredths: number, direction: DiceDirection): number {
  return direction === 'under' ? targetHundredths : DICE_MAX_ROLL - targetHundredths;
}

/** The target that gives a chance (the inverse of diceChance). */
export function diceTargetForChance(chanceHundredths: number, direction: DiceDirection): number {
  return direction === 'under' ? chanceHundredths : DICE_MAX_ROLL - chanceHundredths;
}

/** M = floor(99 000 000 / C): 99 / chance rounded down to four decimals. */
export function diceMultiplier(chanceHundredths: number): number {
  return Math.floor(DICE_RETURN / chanceHundredths);
}

/**
 * The chance a wanted multiplier gives, for a page where the player types the multiplier: the largest legal chance
 * whose multiplier is at least the wanted one (clamped to 0.01 %..98 %).
 */
export function diceChanceForMultiplier(multiplierTenThousandths: number): number {
  if (!(multiplierTenThousandths > 0)) return DICE_MAX_CHANCE;
  const chance = Math.floor(DICE_RETURN / multiplierTenThousandths);
  return Math.min(DICE_MAX_CHANCE, Math.max(DICE_MIN_CHANCE, chance));
}

export function isDiceWin(
  rollHundredths: number,
  targetHundredths: number,
  direction: DiceDirection,
): boolean {
  return direction === 'under' ? rollHundredths < targetHundredths : rollHundredths > targetHundredths;
}

/** The multiplier paid for a roll: diceMultiplier of the chance on a win, 0 on a loss. */
export function diceMultiplierFor(
  rollHundredths: number,
  targetHundredths: number,
  direction: DiceDirection,
): number {
  return isDiceWin(rollHundredths, targetHundredths, direction)
    ? diceMultiplier(diceChance(targetHundredths, direction))
    : 0;
}

export type DiceChoiceError = 'target' | 'direction';

/** A legal dice choice: a direction, and an integer target whose chance lies in 0.01 %..98 %. */
export function validateDiceChoice(
  targetHundredths: unknown,
  direction: unknown,
): Result<{ targetHundredths: number; direction: DiceDirection }, DiceChoiceError> {
  if (direction !== 'over' && direction !== 'under') return err('direction');
  if (typeof targetHundredths !== 'number' || !Number.isInteger(targetHundredths)) return err('target');
  const chance = diceChance(targetHundredths, direction);
  if (chance < DICE_MIN_CHANCE || chance > DICE_MAX_CHANCE) return err('target');
  return ok({ targetHundredths, direction });
}
