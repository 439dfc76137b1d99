import { addMoney, moneyFromMinor, zeroMoney, type Money } from '../../domain/money.ts';
import { err, ok, type Result } from '../../domain/result.ts';
import type { RouletteChip } from '../bet.ts';
import { scaledIndex } from '../fairness/floats.ts';
import { isLegalRouletteBet, ROULETTE_POCKETS } from './layout.ts';

/** A spin carries 1 to 50 chips (docs/contract.md). */
export const ROULETTE_MAX_CHIPS = 50;

export function roulettePocket(u32: number): number {
  return scaledIndex(u32, ROULETTE_POCKETS);
}

/** What a chip covering `n` pockets returns when it wins, stake included: 36 / n (a straight 36×, red 2×). */
export function rouletteChipMultiple(pocketsCovered: number): number {
  return 36 / pocketsCovered;
}

export function chipCovers(chip: Pick<RouletteChip, 'numbers'>, pocket: number): boolean {
  return chip.numbers.includes(pocket);
}

/** chip × 36 / n when the pocket is among the chip's numbers, else 0 (n divides 36 for every legal bet). */
export function chipPayout(chip: RouletteChip, pocket: number): Money {
  if (!chipCovers(chip, pocket)) return zeroMoney(chip.amount.currency);
  return moneyFromMinor(Math.floor((chip.amount.minor * 36) / chip.numbers.length), chip.amount.currency);
}

/** The sum of the chips: the stake of the spin. */
export function rouletteStake(chips: readonly RouletteChip[]): Money | null {
  const [first] = chips;
  if (!first) return null;
  return chips.reduce((sum, chip) => addMoney(sum, chip.amount), zeroMoney(first.amount.currency));
}

export function roulettePayout(chips: readonly RouletteChip[], pocket: number): Money {
  const [first] = chips;
  if (!first) throw new RangeError('a spin has at least one chip');
  return chips.reduce(
    (sum, chip) => addMoney(sum, chipPayout(chip, pocket)),
    zeroMoney(first.amount.currency),
  );
}

/** 1 to 50 chips, each a bet of the layout with a positive whole amount, all in one currency. */
export function validateRouletteChips(chips: unknown): Result<readonly RouletteChip[], 'chips'> {
  if (!Array.isArray(chips) || chips.length < 1 || chips.length > ROULETTE_MAX_CHIPS) return err('chips');
  const list = chips as readonly RouletteChip[];
  const currency = list[0]?.amount?.currency;
  const legal = list.every(
    (chip) =>
      typeof chip === 'object' &&
      chip !== null &&
      isLegalRouletteBet(chip.kind, chip.numbers) &&
      Number.isSafeInteger(chip.amount?.minor) &&
      chip.amount.minor > 0 &&
      chip.amount.currency === currency,
  );
  return legal ? ok(list) : err('chips');
}
