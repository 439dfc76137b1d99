import { describe, expect, it } from 'vitest';
import { roomRoundFactory, roomTableFactory } from '../../../test/factories/index.ts';
import { applyRoomEvent, seatsTaken } from './roomTable.ts';
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
        entry: { player: 'al***', seats: 2, mine: true },
        potMinor: 200,
        endsAt: 30_000,
      },
      {
        kind: 'roomJoined',
        room: 'red',
        roundId: 1,
        entry: { player: 'bo***', seats: 1, mine: false },
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
    const entry = { player: 'al***', seats: 1, mine: false };
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
