import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TestDigests } from '../../../test/fakes/sha256.ts';
import {
  autoCashOutPays,
  CRASH_GROWTH_MAX,
  CRASH_GROWTH_MIN,
  CRASH_GROWTH_PER_MS,
  crashMultiplierAt,
  crashPayout,
  crashPointFromHmac,
  crashTimeOf,
  isCrashGrowth,
} from './crash.ts';
import { checkCrashRound, crashPointOf, crashSaltOf } from './crashChain.ts';

// The worked example of docs/fairness.md, "Crash": a chain of five hashes, its terminating hash and salt.
const SALT = '2e90ed2a73be5edb9f3992a0c4815693fde721d394b4e60c604caed4824442a6';
const TERMINATING = '5de4b491634cd607a11e9c8a0183402c2e347aca93c531b1500102a11d3b16e3';
const GAMES = [
  { game: 1, hash: '584d34f8696d57ad326729d4bc839a3256f3e7b063c0c8d5d0a833a6d9d7ce31', crash: 186 },
  { game: 2, hash: '5c3b60936bf27b6e210774110812ab2137825599f66674d5bbac3bd133d34cab', crash: 124 },
  { game: 3, hash: '79a87bfea776fbb129b21b0efe078205ab3b3ab48404e8f80f2a7566fe4531ab', crash: 273 },
  { game: 4, hash: 'af3b78471b348a238d3e64dad3dcf5a329d5a8f7d6f99e5a7921f76c9244147a', crash: 102 },
] as const;
const digests = new TestDigests();

describe('crash worked example of docs/fairness.md', () => {
  it.each(GAMES)(
    'game $game busts at its published crash point and chains to the game before',
    async (game) => {
      const previousHash = game.game === 1 ? TERMINATING : (GAMES[game.game - 2]?.hash ?? '');
      const check = await checkCrashRound(digests, {
        hash: game.hash,
        salt: SALT,
        crashHundredths: game.crash,
        previousHash,
      });
      expect(check).toEqual({ crashHundredths: game.crash, crashMatches: true, chainMatches: true });
    },
  );

  it('flags a hash that does not chain to the round before', async () => {
    const check = await checkCrashRound(digests, {
      hash: GAMES[2].hash,
      salt: SALT,
      crashHundredths: 273,
      previousHash: TERMINATING,
    });
    expect(check.chainMatches).toBe(false);
  });

  it('gives another crash point under another salt', async () => {
    expect(await crashPointOf(digests, GAMES[0].hash, 'other salt')).not.toBe(186);
  });
});

describe('crash worked example 8b: the salt fixed by the first players’ bets', () => {
  it('is the SHA-256 of the terminating hash and their client seeds, and round 1 busts at 1.18x with it', async () => {
    const salt = await crashSaltOf(digests, TERMINATING, ['lucky-player-42', '5f2c9e01d7a84b36']);
    expect(salt).toBe('9ff6baa885e08eb895854352aa96686150bd718cba9dc5ae1e2cb71fbce3306f');
    const check = await checkCrashRound(digests, {
      hash: GAMES[0].hash,
      salt,
      crashHundredths: 118,
      previousHash: TERMINATING,
    });
    expect(check).toEqual({ crashHundredths: 118, crashMatches: true, chainMatches: true });
  });

  it('changes with any one seed or their order: no single party fixes the salt', async () => {
    const salts = await Promise.all([
      crashSaltOf(digests, TERMINATING, ['lucky-player-42', '5f2c9e01d7a84b36']),
      crashSaltOf(digests, TERMINATING, ['5f2c9e01d7a84b36', 'lucky-player-42']),
      crashSaltOf(digests, TERMINATING, ['lucky-player-43', '5f2c9e01d7a84b36']),
    ]);
    expect(new Set(salts).size).toBe(3);
  });
});

describe('crash point rule', () => {
  const bytesFromR = (r: bigint): Uint8Array => {
    const bytes = new Uint8Array(32);
    const first56 = r << 4n;
    for (let index = 0; index < 7; index += 1)
      bytes[index] = Number((first56 >> BigInt(8 * (6 - index))) & 255n);
    return bytes;
  };

  it('busts at 1.00x when X is below 1/99 (the 1 % edge)', () => {
    expect(crashPointFromHmac(bytesFromR(0n))).toBe(100);
    expect(crashPointFromHmac(bytesFromR(2n ** 52n / 99n))).toBe(100);
  });

  it('reads 2.00x at X = 1/2 and 3.96x at X = 3/4', () => {
    expect(crashPointFromHmac(bytesFromR(2n ** 51n))).toBe(198);
    expect(crashPointFromHmac(bytesFromR(3n * 2n ** 50n))).toBe(396);
  });

  it('never goes below 1.00x and grows with r', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 52n - 2n }), (r) => {
        const here = crashPointFromHmac(bytesFromR(r));
        expect(here).toBeGreaterThanOrEqual(100);
        expect(crashPointFromHmac(bytesFromR(r + 1n))).toBeGreaterThanOrEqual(here);
      }),
    );
  });
});

describe('crash curve', () => {
  it('shows floor(100 × e^(0.00006 t)) / 100 at the published instants', () => {
    expect([0, 1000, 5000, 10000, 20000, 60000].map((ms) => crashMultiplierAt(ms, 0.00006))).toEqual([
      100, 106, 134, 182, 332, 3659,
    ]);
  });

  it('reaches 2.00x at 11 553 ms and 1.86x at 10 343 ms', () => {
    expect(crashTimeOf(200, 0.00006)).toBe(11_553);
    expect(crashTimeOf(186, 0.00006)).toBe(10_343);
    expect(crashTimeOf(100, 0.00006)).toBe(0);
  });

  it('finds the first millisecond the curve reaches a multiplier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 1_000_000 }), (hundredths) => {
        const ms = crashTimeOf(hundredths, CRASH_GROWTH_PER_MS);
        expect(crashMultiplierAt(ms, CRASH_GROWTH_PER_MS)).toBeGreaterThanOrEqual(hundredths);
        expect(crashMultiplierAt(ms - 1, CRASH_GROWTH_PER_MS)).toBeLessThan(hundredths);
      }),
    );
  });

  it('never falls as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), (ms) => {
        expect(crashMultiplierAt(ms + 1, CRASH_GROWTH_PER_MS)).toBeGreaterThanOrEqual(
          crashMultiplierAt(ms, CRASH_GROWTH_PER_MS),
        );
      }),
    );
  });
});

describe("crash curve at the table's pace (issue 37: shorter game clocks through a server setting)", () => {
  const pace = fc.double({ min: CRASH_GROWTH_MIN, max: CRASH_GROWTH_MAX, noNaN: true });

  it('grows as floor(100 × e^(g t)) / 100 with g the pace the server sent: 2.00× after 3 466 ms at 0.0002 per ms', () => {
    expect([0, 1_000, 3_000, 5_000, 10_000].map((ms) => crashMultiplierAt(ms, 0.0002))).toEqual([
      100, 122, 182, 271, 738,
    ]);
    expect(crashTimeOf(200, 0.0002)).toBe(3_466);
    expect(crashTimeOf(1_000, 0.0002)).toBe(11_513);
  });

  it('runs by default at 0.00006 per ms, the pace of the published instants', () => {
    expect(CRASH_GROWTH_PER_MS).toBe(0.00006);
  });

  it('finds the first millisecond a multiplier is reached at any pace a client accepts', () => {
    fc.assert(
      fc.property(pace, fc.integer({ min: 101, max: 1_000_000 }), (growth, hundredths) => {
        const ms = crashTimeOf(hundredths, growth);
        expect(crashMultiplierAt(ms, growth)).toBeGreaterThanOrEqual(hundredths);
        expect(crashMultiplierAt(ms - 1, growth)).toBeLessThan(hundredths);
      }),
    );
  });

  it('reaches a multiplier sooner the faster the pace', () => {
    fc.assert(
      fc.property(pace, pace, fc.integer({ min: 101, max: 1_000_000 }), (a, b, hundredths) => {
        const [slow, fast] = a <= b ? [a, b] : [b, a];
        expect(crashTimeOf(hundredths, fast)).toBeLessThanOrEqual(crashTimeOf(hundredths, slow));
      }),
    );
  });

  it('accepts only a pace a player could watch: not zero, negative, huge or not a number', () => {
    for (const refused of [0, -0.00006, Number.NaN, Number.POSITIVE_INFINITY, 1, CRASH_GROWTH_MAX * 2])
      expect(isCrashGrowth(refused)).toBe(false);
    for (const accepted of [0.00006, 0.0002, CRASH_GROWTH_MIN, CRASH_GROWTH_MAX])
      expect(isCrashGrowth(accepted)).toBe(true);
  });
});

describe('crash payouts', () => {
  it('pays floor(stake × multiplier) in minor units', () => {
    expect(crashPayout(100, 186)).toBe(186);
    expect(crashPayout(333, 273)).toBe(909);
  });

  it('pays an auto cash-out set at the crash point itself, not one above it', () => {
    expect(autoCashOutPays(186, 186)).toBe(true);
    expect(autoCashOutPays(187, 186)).toBe(false);
  });
});
