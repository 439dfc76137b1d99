import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roomRoundFactory, roomTableFactory } from '../../../test/factories/index.ts';
import { applyRoomEvent, drawHighlight, ROOM_DRAW_MS, seatHolders, seatsTaken } from './roomTable.ts';
import type { LiveEvent, RoomTable } from './liveTypes.ts';

const SEED = '62c2236d7dbf4153018c90d63da2a90c5bddee6b547921f7e7ae93bb2cd18ff2';

function play(table: RoomTable, ...events: LiveEvent[]): RoomTable {
  return events.reduce((current, event) => applyRoomEvent('red', current, event), table);
}

describe('room round state machine', () => {
  it('takes seats in joining order, then settles with the seed revealed and keeps the proof', () => {
    const table = play(
      roomTableFactory.build(),
      {
        kind: 'roomJoined',
        room: 'red',
        roundId: 1,
        entry: { player: 'al***', seats: 2, mine: true, clientSeed: '' },
        potMinor: 200,
        endsAt: 30_000,
      },
      {
        kind: 'roomJoined',
        room: 'red',
        roundId: 1,
        entry: { player: 'bo***', seats: 1, mine: false, clientSeed: '' },
        potMinor: 300,
        endsAt: 30_000,
      },
      {
        kind: 'roomSettled',
        room: 'red',
        roundId: 1,
        serverSeed: SEED,
        winningSeat: 1,
        winner: 'al***',
        payoutMinor: 285,
      },
    );
    expect(seatsTaken(table)).toBe(3);
    expect(table.round).toMatchObject({
      status: 'settled',
      serverSeed: SEED,
      potMinor: 300,
      payoutMinor: 285,
    });
    expect(table.history[0]?.winner).toBe('al***');
  });

  it('ignores another room, another round, and seats after the draw', () => {
    const table = roomTableFactory.build();
    const entry = { player: 'al***', seats: 1, mine: false, clientSeed: '' };
    expect(
      play(table, { kind: 'roomJoined', room: 'purple', roundId: 1, entry, potMinor: 5_000, endsAt: 1 }),
    ).toBe(table);
    expect(
      play(table, { kind: 'roomJoined', room: 'red', roundId: 2, entry, potMinor: 100, endsAt: 1 }),
    ).toBe(table);
    const settled = play(table, {
      kind: 'roomSettled',
      room: 'red',
      roundId: 1,
      serverSeed: SEED,
      winningSeat: 0,
      winner: 'al***',
      payoutMinor: 0,
    });
    expect(
      play(settled, { kind: 'roomJoined', room: 'red', roundId: 1, entry, potMinor: 100, endsAt: 1 }),
    ).toBe(settled);
    const next = play(settled, { kind: 'roomOpened', round: roomRoundFactory.build({ id: 2 }) });
    expect(next.round.id).toBe(2);
    expect(next.history).toHaveLength(1);
  });
});

describe('the draw’s reveal (issue 17)', () => {
  it('always highlights a seat of the round, and rests on the winner from the end of the reveal on', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 100 })
          .chain((seats) =>
            fc.tuple(
              fc.constant(seats),
              fc.integer({ min: 0, max: seats - 1 }),
              fc.integer({ min: -1_000, max: 10_000 }),
            ),
          ),
        ([seats, winner, elapsed]) => {
          const lit = drawHighlight(elapsed, seats, winner);
          expect(Number.isInteger(lit) && lit >= 0 && lit < seats).toBe(true);
          if (elapsed >= ROOM_DRAW_MS) expect(lit).toBe(winner);
        },
      ),
    );
  });

  it('goes round the seats and slows down: more seats pass in the first second than in the last', () => {
    const passed = (from: number, to: number) => {
      let changes = 0;
      for (let ms = from; ms < to; ms += 10)
        if (drawHighlight(ms, 10, 4) !== drawHighlight(ms + 10, 10, 4)) changes += 1;
      return changes;
    };
    expect(passed(0, 1_000)).toBeGreaterThan(passed(ROOM_DRAW_MS - 1_000, ROOM_DRAW_MS - 10));
    expect(passed(0, ROOM_DRAW_MS)).toBeGreaterThanOrEqual(30);
  });

  it('names the holder of every seat in joining order', () => {
    const round = roomRoundFactory.build({
      entries: [
        { player: 'ri***', seats: 2, mine: false, clientSeed: '' },
        { player: 'al***', seats: 1, mine: true, clientSeed: '' },
      ],
    });
    expect(seatHolders(round).map((holder) => holder.player)).toEqual(['ri***', 'ri***', 'al***']);
  });
});
