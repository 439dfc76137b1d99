import { describe, expect, it } from 'vitest';
import { CrashChain } from '../src/live/crashChain.ts';
import { crashPoint, multiplierAt, timeOf } from '../src/live/crashMath.ts';
import { Database } from '../src/db/database.ts';
import { betIntegers, scaled } from '../src/fairness/fairness.ts';
import { roomClientSeed } from '../src/live/roomRules.ts';
import { WORKED_CHAIN, WORKED_TERMINATING } from './support/live.ts';

// Worked example 8 of docs/fairness.md, computed by the API's own engine.
const ROUNDS = [
  ['584d34f8696d57ad326729d4bc839a3256f3e7b063c0c8d5d0a833a6d9d7ce31', 186],
  ['5c3b60936bf27b6e210774110812ab2137825599f66674d5bbac3bd133d34cab', 124],
  ['79a87bfea776fbb129b21b0efe078205ab3b3ab48404e8f80f2a7566fe4531ab', 273],
  ['af3b78471b348a238d3e64dad3dcf5a329d5a8f7d6f99e5a7921f76c9244147a', 102],
] as const;

describe('the crash chain of the worked example', () => {
  it('publishes its terminating hash and plays rounds 1 to 4 at 1.86x, 1.24x, 2.73x, 1.02x', () => {
    const db = new Database(':memory:');
    db.migrate(0);
    const chain = CrashChain.open(db, WORKED_CHAIN.chainLength, WORKED_CHAIN.chainSeed);
    expect(chain.terminatingHash).toBe(WORKED_TERMINATING);
    expect(chain.rounds).toBe(4);
    ROUNDS.forEach(([hash, crash], index) => {
      expect(chain.hashOfRound(index + 1)).toBe(hash);
      expect(crashPoint(hash, WORKED_CHAIN.chainSeed.salt)).toBe(crash);
    });
    expect(() => chain.hashOfRound(5)).toThrow(RangeError);
    db.close();
  });

  it('finds a round deep in a long chain from its checkpoint', () => {
    const db = new Database(':memory:');
    db.migrate(0);
    const chain = CrashChain.open(db, 25_001, null);
    const hashes = [chain.hashOfRound(20_000), chain.hashOfRound(19_999), chain.hashOfRound(1)];
    expect(hashes[0]).toHaveLength(64);
    expect(chain.hashOfRound(19_999)).toBe(hashes[1]);
    db.close();
  });

  it('draws the curve of the contract', () => {
    const g = 0.00006;
    expect([1_000, 5_000, 10_000, 20_000, 60_000].map((ms) => multiplierAt(ms, g))).toEqual([
      106, 134, 182, 332, 3659,
    ]);
    expect(timeOf(200, g)).toBe(11_553);
    expect(timeOf(186, g)).toBe(10_343);
  });

  it('draws seat 3 of 5 in room round 7 from the seed and both players’ client seeds (worked example 9)', () => {
    const clientSeed = roomClientSeed(7, ['lucky-player-42', '5f2c9e01d7a84b36']);
    expect(clientSeed).toBe('9bade95314db5b9be3dc928b50454ba2eadaaf8370e0a76acefc1121f5f1dc8a');
    const [u32 = 0] = betIntegers(
      '62c2236d7dbf4153018c90d63da2a90c5bddee6b547921f7e7ae93bb2cd18ff2',
      clientSeed,
      0,
      1,
    );
    expect(u32).toBe(2_820_310_405);
    expect(scaled(u32, 5)).toBe(3);
  });
});
