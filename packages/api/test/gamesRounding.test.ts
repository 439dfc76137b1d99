import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betIntegers } from '../src/fairness/fairness.ts';
import { fairPayout } from '../src/games/game.ts';
import { prepareBet, type InstantGame } from '../src/games/games.ts';

/** The pair of the worked examples of docs/fairness.md. */
const SERVER_SEED = '8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2';
const CLIENT_SEED = 'lucky-player-42';
const TWO_POW_32 = 2 ** 32;

const u32 = fc.nat({ max: TWO_POW_32 - 1 });
const stakeMinor = fc.integer({ min: 1, max: 50_000_000 });
const multiplier = fc.integer({ min: 0, max: 100_000_000 });

/**
 * Hoeffding: the mean of n values in [0, 1] lies further than t from its expectation with chance at most
 * 2·e^(−2nt²); t = sqrt(ln(2 / 10⁻⁹) / 2n) fails a correct rule once in a billion runs, on any machine.
 */
const hoeffding = (n: number): number => Math.sqrt(Math.log(2 / 1e-9) / (2 * n));

function settle(game: InstantGame, params: unknown, nonce: number, stake: number) {
  const prepared = prepareBet(game, params);
  if (!prepared.ok) throw new Error('illegal params');
  return prepared.bet.settle(betIntegers(SERVER_SEED, CLIENT_SEED, nonce, prepared.bet.floats), stake);
}

describe('the payout’s fraction of a minor unit is paid with its chance (docs/fairness.md, "Payout")', () => {
  it('worked example 1 at 1.00 USD: 196.03 cents, draw 2828 of 10 000 is not below 300, pays 1.96', () => {
    const [, draw = 0] = betIntegers(SERVER_SEED, CLIENT_SEED, 0, 2);
    expect(draw).toBe(1_214_990_340);
    expect(settle('dice', { target: 50.5, direction: 'under' }, 0, 100).payoutMinor).toBe(196);
  });

  it('the same bet at 0.01 USD: 1.9603 cents, the draw is below 9603, pays 2 cents; coinflip heads too', () => {
    expect(settle('dice', { target: 50.5, direction: 'under' }, 0, 1)).toMatchObject({
      payoutMinor: 2,
      multiplier: 19_603,
    });
    expect(settle('coinflip', { side: 'heads' }, 0, 1)).toMatchObject({
      outcome: { side: 'heads' },
      payoutMinor: 2,
      multiplier: 19_800,
    });
  });

  it('pays the floor or one unit more, never above the ceiling, and the floor when nothing is left over', () => {
    fc.assert(
      fc.property(stakeMinor, multiplier, u32, (stake, m, draw) => {
        const owed = BigInt(stake) * BigInt(m);
        const paid = BigInt(fairPayout(stake, m, draw));
        expect(paid === owed / 10_000n || paid === owed / 10_000n + 1n).toBe(true);
        expect(paid * 10_000n < owed + 10_000n).toBe(true);
        if (owed % 10_000n === 0n) expect(paid * 10_000n).toBe(owed);
      }),
    );
  });

  it('pays stake × M on average over the draws of many bets, within a bound set by their number', () => {
    fc.assert(
      fc.property(stakeMinor, multiplier, fc.stringMatching(/^[a-z0-9]{1,16}$/), (stake, m, client) => {
        const n = 1500;
        const whole = Math.floor(Number((BigInt(stake) * BigInt(m)) / 10_000n));
        let extra = 0;
        for (let nonce = 0; nonce < n; nonce += 1) {
          const [, draw = 0] = betIntegers(SERVER_SEED, client, nonce, 2);
          extra += fairPayout(stake, m, draw) - whole;
        }
        const fraction = Number((BigInt(stake) * BigInt(m)) % 10_000n) / 10_000;
        expect(Math.abs(extra / n - fraction)).toBeLessThanOrEqual(hoeffding(n) + 1 / TWO_POW_32);
      }),
      { numRuns: 10 },
    );
  });
});
