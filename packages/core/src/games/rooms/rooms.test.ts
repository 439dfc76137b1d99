import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TestDigests } from '../../../test/fakes/sha256.ts';
import { checkRoomDraw, roomPayout, roomWinningSeat } from './rooms.ts';

// The worked example of docs/fairness.md, "Rooms": round 7, two players' entries of 2 and 3 seats.
const EXAMPLE = {
  serverSeed: '62c2236d7dbf4153018c90d63da2a90c5bddee6b547921f7e7ae93bb2cd18ff2',
  serverSeedHashed: '6d724b8c59bfc3e7465850acf55d2877601f6e05ab61236260f4399f5bcf34c7',
  roundId: 7,
  clientSeeds: ['lucky-player-42', '5f2c9e01d7a84b36'],
  seats: 5,
  winningSeat: 3,
};

describe('room draw', () => {
  it('gives seat 3 of 5 in round 7 of the worked example, from both players’ client seeds (u32 2820310405)', async () => {
    expect(await checkRoomDraw(new TestDigests(), EXAMPLE)).toEqual({
      clientSeed: '9bade95314db5b9be3dc928b50454ba2eadaaf8370e0a76acefc1121f5f1dc8a',
      winningSeat: 3,
      seedMatches: true,
      seatMatches: true,
    });
    expect(roomWinningSeat(2_820_310_405, 5)).toBe(3);
  });

  it('lets each player’s client seed change the draw: nobody, the server included, fixes it alone', async () => {
    const other = await checkRoomDraw(new TestDigests(), {
      ...EXAMPLE,
      clientSeeds: ['lucky-player-42', '5f2c9e01d7a84b37'],
    });
    expect(other.clientSeed).not.toBe('9bade95314db5b9be3dc928b50454ba2eadaaf8370e0a76acefc1121f5f1dc8a');
  });

  it('flags a draw that names another seat', async () => {
    const check = await checkRoomDraw(new TestDigests(), { ...EXAMPLE, winningSeat: 1 });
    expect(check.seatMatches).toBe(false);
  });

  it('always names a taken seat', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: 2, max: 10_000 }),
        (u32, seats) => {
          const seat = roomWinningSeat(u32, seats);
          expect(seat).toBeGreaterThanOrEqual(0);
          expect(seat).toBeLessThan(seats);
        },
      ),
    );
  });

  it('pays the winner the pot less the 5 % commission', () => {
    expect(roomPayout(500)).toBe(475);
    expect(roomPayout(300)).toBe(285);
    expect(roomPayout(10_100)).toBe(9_595);
  });
});
