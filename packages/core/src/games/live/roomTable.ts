import type { RoomColour } from '../../domain/limits.ts';
import type { LiveEvent, RoomTable } from './liveTypes.ts';

/** How many settled rounds a room keeps with their proofs. */
export const ROOM_HISTORY_SIZE = 20;

/** Seats taken in a round: seat numbers run through the entries in joining order. */
export function seatsTaken(table: RoomTable): number {
  return table.round.entries.reduce((sum, entry) => sum + entry.seats, 0);
}

/**
 * A room's state machine: open (seats join, the countdown runs from the first seat) → settled (seed revealed,
 * winner paid), then a new open round. Events of another room or round, or out of turn, change nothing.
 */
export function applyRoomEvent(room: RoomColour, table: RoomTable, event: LiveEvent): RoomTable {
  const { round } = table;
  switch (event.kind) {
    case 'snapshot':
      return event.rooms.find((candidate) => candidate.round.room === room) ?? table;
    case 'roomOpened':
      if (event.round.room !== room || event.round.id <= round.id || event.round.status !== 'open')
        return table;
      return { ...table, round: event.round };
    case 'roomJoined': {
      if (event.room !== room || event.roundId !== round.id || round.status !== 'open') return table;
      const entries = [...round.entries, event.entry];
      return { ...table, round: { ...round, entries, potMinor: event.potMinor, endsAt: event.endsAt } };
    }
    case 'roomSettled': {
      if (event.room !== room || event.roundId !== round.id || round.status !== 'open') return table;
      const settled = {
        ...round,
        status: 'settled' as const,
        serverSeed: event.serverSeed,
        winningSeat: event.winningSeat,
        winner: event.winner,
        payoutMinor: event.payoutMinor,
      };
      return { round: settled, history: [settled, ...table.history].slice(0, ROOM_HISTORY_SIZE) };
    }
    default:
      return table;
  }
}
