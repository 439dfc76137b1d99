import { describe, expect, it } from 'vitest';
import { betBytes, betIntegers, floatOf, scaled, sha256Hex } from '../src/fairness/fairness.ts';
import { prepareBet, type InstantGame } from '../src/games/games.ts';
import { kenoDraw } from '../src/games/keno.ts';
import { KENO_PAYTABLES, KENO_RISKS } from '../src/games/kenoPaytables.ts';
import { WHEEL_LAYOUTS, WHEEL_RISKS, WHEEL_SEGMENTS } from '../src/games/wheelLayouts.ts';

/** The pair of the worked examples of docs/fairness.md: three consecutive bets, nonces 0, 1, 2. */
const SERVER_SEED = '8f3c1a9e5b7d2f4061c8e3a7b9d5f0e2c4a6b8d0f1e3c5a7b9d1f3e5a7c9b0d2';
const CLIENT_SEED = 'lucky-player-42';

function settle(game: InstantGame, params: unknown, nonce: number, stakeMinor: number) {
  const prepared = prepareBet(game, params);
  if (!prepared.ok) throw new Error(`illegal params: ${JSON.stringify(prepared.issues)}`);
  return prepared.bet.settle(betIntegers(SERVER_SEED, CLIENT_SEED, nonce, prepared.bet.floats), stakeMinor);
}

describe('the fairness engine reproduces the worked examples of docs/fairness.md', () => {
  it('commits to the server seed with the SHA-256 of its 64 characters', () => {
    expect(sha256Hex(SERVER_SEED)).toBe('9c27ff17dfb7f70938c6f9080ea76d2a51166ac3f6dff9832eef8bf4e44468d9');
  });

  it('example 1: dice under 50.50 at nonce 0 rolls 6.07 and pays 1.96 on 1.00', () => {
    expect(betBytes(SERVER_SEED, CLIENT_SEED, 0, 32).toString('hex')).toBe(
      '0f8c1831486b4804b1fdbf110bb91f04ed79922bb64d3c4d5f0268df1040c4cd',
    );
    const [u32 = 0] = betIntegers(SERVER_SEED, CLIENT_SEED, 0, 1);
    expect(u32).toBe(260_839_473);
    expect(floatOf(u32)).toBeCloseTo(0.0607314224, 10);
    expect(settle('dice', { target: 50.5, direction: 'under' }, 0, 100)).toEqual({
      outcome: { roll: 6.07 },
      payoutMinor: 196,
      multiplier: 19_603,
    });
  });

  it('example 2: keno medium with 8 picks at nonce 1 draws 37, 26, 15, 34, 29, 6, 12, 36, 18, 5 and pays 4x', () => {
    expect(betBytes(SERVER_SEED, CLIENT_SEED, 1, 64).toString('hex')).toBe(
      'e68df771a7d70c4861f7132cdd2178ebbde5b294286e4a4f511ba836e2f80dd9' +
        '77575f3725ccedce28964dc2bb445e35d0cd20ab4c4b4dc1ac5ee37bb4d7d4bd',
    );
    const integers = betIntegers(SERVER_SEED, CLIENT_SEED, 1, 10);
    expect(integers).toEqual([
      3_868_063_601, 2_815_888_456, 1_643_582_252, 3_709_958_379, 3_185_947_284, 678_316_623, 1_360_767_030,
      3_807_907_289, 2_002_214_711, 634_187_214,
    ]);
    expect(integers.map((u32, i) => scaled(u32, 40 - i))).toEqual([36, 25, 14, 31, 26, 5, 10, 29, 14, 4]);
    expect(kenoDraw(integers)).toEqual([37, 26, 15, 34, 29, 6, 12, 36, 18, 5]);
    expect(settle('keno', { picks: [5, 6, 7, 12, 20, 26, 33, 40], risk: 'medium' }, 1, 100)).toEqual({
      outcome: { drawn: [37, 26, 15, 34, 29, 6, 12, 36, 18, 5] },
      payoutMinor: 400,
      multiplier: 40_000,
    });
  });

  it('example 3: four roulette chips at nonce 2 land on 36 and pay 0.34 on 0.10', () => {
    expect(betBytes(SERVER_SEED, CLIENT_SEED, 2, 32).toString('hex')).toBe(
      'ffe401ba74b0b71efdeeff5b08eebfab653d3d673059ec6e9a2fac85e838dfea',
    );
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
    const chips = [
      { kind: 'red', numbers: red, amount: 0.05 },
      { kind: 'corner', numbers: [32, 33, 35, 36], amount: 0.02 },
      { kind: 'straight', numbers: [17], amount: 0.01 },
      { kind: 'dozen', numbers: Array.from({ length: 12 }, (_, i) => 25 + i), amount: 0.02 },
    ];
    expect(settle('roulette', { chips }, 2, 10)).toEqual({
      outcome: { pocket: 36 },
      payoutMinor: 34,
      multiplier: 34_000,
    });
  });
});

describe('the games', () => {
  it('takes a float stream of any length, round after round', () => {
    const long = betBytes(SERVER_SEED, CLIENT_SEED, 7, 100);
    expect(long.subarray(0, 32)).toEqual(betBytes(SERVER_SEED, CLIENT_SEED, 7, 32));
    expect(long).toHaveLength(100);
  });

  it('maps the ends of the float range inside every range', () => {
    for (const n of [2, 37, 10_001, 40, 31, 50]) {
      expect(scaled(0, n)).toBe(0);
      expect(scaled(2 ** 32 - 1, n)).toBe(n - 1);
    }
  });

  it('pays dice by 99 / chance rounded down to four decimals, and a roll equal to the target loses', () => {
    const win = (target: number, direction: string, u32: number) => {
      const prepared = prepareBet('dice', { target, direction });
      if (!prepared.ok) throw new Error('illegal');
      // The roll, then a rounding draw (every payout here is whole at a stake of 100.00).
      return prepared.bet.settle([u32, 0], 10_000);
    };
    const rollOf = (hundredths: number) => Math.ceil((hundredths * 2 ** 32) / 10_001);
    expect(win(50, 'over', rollOf(5000))).toMatchObject({ outcome: { roll: 50 }, multiplier: 0 });
    expect(win(50, 'over', rollOf(5001))).toMatchObject({ outcome: { roll: 50.01 }, multiplier: 19_800 });
    expect(win(0.01, 'under', 0)).toMatchObject({
      outcome: { roll: 0 },
      multiplier: 99_000_000,
      payoutMinor: 99_000_000,
    });
    expect(win(98, 'under', rollOf(9799))).toMatchObject({ multiplier: 10_102 });
    expect(win(99.99, 'over', 2 ** 32 - 1)).toMatchObject({ outcome: { roll: 100 }, multiplier: 99_000_000 });
  });

  it('keeps every keno row and wheel layout between 96 % and 99 % RTP, computed exactly', () => {
    const choose = (n: number, k: number): number =>
      k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k;
    for (const risk of KENO_RISKS) {
      const rows = KENO_PAYTABLES[risk];
      expect(rows).toHaveLength(10);
      rows.forEach((row, index) => {
        const picks = index + 1;
        expect(row).toHaveLength(picks + 1);
        const rtp = row.reduce(
          (sum, m, hits) => sum + (m * choose(picks, hits) * choose(40 - picks, 10 - hits)) / choose(40, 10),
          0,
        );
        expect(rtp / 10_000, `${risk} ${picks}`).toBeGreaterThanOrEqual(0.96);
        expect(rtp / 10_000, `${risk} ${picks}`).toBeLessThanOrEqual(0.99);
      });
    }
    for (const risk of WHEEL_RISKS) {
      for (const segments of WHEEL_SEGMENTS) {
        const layout = WHEEL_LAYOUTS[risk][segments];
        expect(layout).toHaveLength(segments);
        const rtp = layout.reduce((sum, m) => sum + m, 0) / segments / 10_000;
        expect(rtp).toBeGreaterThanOrEqual(0.96);
        expect(rtp).toBeLessThanOrEqual(0.99);
      }
    }
  });

  it('draws ten distinct keno squares of 1..40 whatever the floats', () => {
    for (const fill of [0, 2 ** 31, 2 ** 32 - 1]) {
      const drawn = kenoDraw(Array(10).fill(fill));
      expect(new Set(drawn).size).toBe(10);
      expect(drawn.every((square) => square >= 1 && square <= 40)).toBe(true);
    }
  });
});
