import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KENO_RISKS, WHEEL_RISKS, WHEEL_SEGMENTS, type BetParams } from './bet.ts';
import { validateBetChoice } from './betChoice.ts';
import { FLOATS_PER_BET, outcomeFromU32s } from './derive.ts';
import { LEGAL_ROULETTE_BETS } from './roulette/layout.ts';
import { maxMultiplier, settleBet } from './settle.ts';

const minor = fc.integer({ min: 1, max: 10_000_000 });
const anyParams: fc.Arbitrary<BetParams> = fc.oneof(
  fc.record({ chance: fc.integer({ min: 1, max: 9800 }), under: fc.boolean() }).map(({ chance, under }) => ({
    game: 'dice' as const,
    targetHundredths: under ? chance : 10_000 - chance,
    direction: under ? ('under' as const) : ('over' as const),
  })),
  fc.constantFrom('heads' as const, 'tails' as const).map((side) => ({ game: 'coinflip' as const, side })),
  fc
    .array(fc.record({ bet: fc.constantFrom(...LEGAL_ROULETTE_BETS), minor }), {
      minLength: 1,
      maxLength: 50,
    })
    .map((chips) => ({
      game: 'roulette' as const,
      chips: chips.map(({ bet, minor: amount }) => ({
        ...bet,
        amount: { minor: amount, currency: 'RUB' as const },
      })),
    })),
  fc
    .record({
      picks: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }),
      risk: fc.constantFrom(...KENO_RISKS),
    })
    .map(({ picks, risk }) => ({ game: 'keno' as const, picks, risk })),
  fc
    .record({ risk: fc.constantFrom(...WHEEL_RISKS), segments: fc.constantFrom(...WHEEL_SEGMENTS) })
    .map(({ risk, segments }) => ({ game: 'wheel' as const, risk, segments })),
);
const floats = fc.array(fc.nat({ max: 2 ** 32 - 1 }), { minLength: 11, maxLength: 11 });

describe('settling a bet of any game', () => {
  it('pays a whole number of minor units, never more than the stake times the bet’s largest multiplier rounded up', () => {
    fc.assert(
      fc.property(anyParams, floats, minor, (params, u32s, stakeMinor) => {
        expect(validateBetChoice(params).ok).toBe(true);
        const stake =
          params.game === 'roulette'
            ? {
                minor: params.chips.reduce((sum, chip) => sum + chip.amount.minor, 0),
                currency: 'RUB' as const,
              }
            : { minor: stakeMinor, currency: 'RUB' as const };
        const count = FLOATS_PER_BET[params.game];
        const { outcome } = outcomeFromU32s(params, u32s.slice(0, count));
        const { payout, multiplierTenThousandths } = settleBet(params, outcome, stake, u32s[count] ?? 0);
        expect(Number.isSafeInteger(payout.minor) && payout.minor >= 0).toBe(true);
        expect(payout.minor).toBeLessThanOrEqual(Math.ceil((stake.minor * maxMultiplier(params)) / 10_000));
        expect(multiplierTenThousandths).toBeLessThanOrEqual(maxMultiplier(params));
      }),
    );
  });

  it('refuses to settle a bet with the outcome of another game', () => {
    expect(() =>
      settleBet(
        { game: 'coinflip', side: 'heads' },
        { game: 'dice', rollHundredths: 1 },
        { minor: 1, currency: 'RUB' },
        0,
      ),
    ).toThrow(TypeError);
  });
});
