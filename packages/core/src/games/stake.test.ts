import { describe, expect, it } from 'vitest';
import { kzt, rub, usd } from '../../test/factories/index.ts';
import type { RouletteChip } from './bet.ts';
import { OUTSIDE_NUMBERS } from './roulette/layout.ts';
import { BET_GAME_OF, validateBetStake } from './stake.ts';

const red = (amount = usd(0.01)): RouletteChip => ({ kind: 'red', numbers: OUTSIDE_NUMBERS.red, amount });
const straight = (amount = usd(0.01)): RouletteChip => ({ kind: 'straight', numbers: [7], amount });

describe('validateBetStake', () => {
  it('checks the wheel against the wheelOfFortune limits: one fixed stake, 0.10 $ so every payout is exact', () => {
    expect(BET_GAME_OF.wheel).toBe('wheelOfFortune');
    const wheel = { game: 'wheel', risk: 'low', segments: 10 } as const;
    expect(validateBetStake(wheel, usd(0.1)).ok).toBe(true);
    expect(validateBetStake(wheel, usd(0.01))).toMatchObject({ ok: false, error: { reason: 'below_min' } });
    expect(validateBetStake(wheel, usd(0.11))).toMatchObject({ ok: false, error: { reason: 'above_max' } });
    expect(validateBetStake(wheel, kzt(5)).ok).toBe(true);
  });

  it('checks a dice stake against the dice limits of the currency', () => {
    const dice = { game: 'dice', targetHundredths: 5000, direction: 'under' } as const;
    expect(validateBetStake(dice, rub(0.5))).toMatchObject({ ok: false, error: { reason: 'below_min' } });
    expect(validateBetStake(dice, rub(10_000)).ok).toBe(true);
  });

  it('checks a roulette spin as a whole: 0.10 $ over ten chips passes, 0.11 $ is above the max', () => {
    const ten = Array.from({ length: 10 }, () => straight());
    expect(validateBetStake({ game: 'roulette', chips: ten }, usd(0.1)).ok).toBe(true);
    const eleven = [...ten, red()];
    expect(validateBetStake({ game: 'roulette', chips: eleven }, usd(0.11))).toMatchObject({
      ok: false,
      error: { reason: 'above_max' },
    });
  });

  it('refuses a roulette chip below the minimum even when the whole spin is within the limits', () => {
    const chips = [red(rub(1.5)), straight(rub(0.5))];
    expect(validateBetStake({ game: 'roulette', chips }, rub(2))).toMatchObject({
      ok: false,
      error: { reason: 'below_min', limits: { min: rub(1) } },
    });
  });

  it('refuses a roulette stake that is not the sum of its chips, or chips of another currency', () => {
    expect(validateBetStake({ game: 'roulette', chips: [red()] }, usd(0.02))).toEqual({
      ok: false,
      error: { reason: 'invalid_amount' },
    });
    expect(validateBetStake({ game: 'roulette', chips: [red(rub(1))] }, usd(0.01))).toEqual({
      ok: false,
      error: { reason: 'invalid_amount' },
    });
  });
});
