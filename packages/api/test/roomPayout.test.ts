import { describe, expect, it } from 'vitest';
import { MAX_SEATS_PER_ROUND, roomPayout, ROOMS, SEAT_MINOR } from '../src/live/roomRules.ts';

/**
 * Issue 33: a payout cut to whole minor units takes the fraction from the player. A room pays the pot less 5 %; a seat
 * costs whole rubles, so for every room and every number of seats a round can hold that share is already whole: the
 * floor takes nothing and the published 95 % is paid exactly (docs/fairness.md, "Rooms").
 */
describe('a room’s payout', () => {
  for (const room of ROOMS)
    it(`is exactly 95 % of the pot in the ${room} room, for 2 to ${MAX_SEATS_PER_ROUND} seats`, () => {
      for (let seats = 2; seats <= MAX_SEATS_PER_ROUND; seats += 1) {
        const pot = seats * SEAT_MINOR[room];
        expect(roomPayout(pot) * 10_000).toBe(pot * 9_500);
      }
    });
});
