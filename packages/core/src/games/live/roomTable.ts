import type { RoomColour } from '../../domain/limits.ts';
import type { LiveEvent, RoomRound, RoomSeats, RoomTable } from './liveTypes.ts';

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

/** How long a draw's reveal runs on the page: the highlight goes round the seats and slows onto the winner. */
export const ROOM_DRAW_MS = 4_000;
/** Full turns round the seats before the highlight slows onto the winning seat. */
const DRAW_TURNS = 3;

/**
 * The seat (0-based) the reveal highlights `elapsedMs` after it began, for a draw over `seats` seats won by
 * `winningSeat`: it goes round the seats three times, easing out, and from `ROOM_DRAW_MS` on it rests on the winner.
 * Only the picture moves: the winner is the server's draw, known before the reveal starts.
 */
export function drawHighlight(elapsedMs: number, seats: number, winningSeat: number): number {
  if (seats <= 1 || !(elapsedMs < ROOM_DRAW_MS)) return winningSeat;
  const progress = Math.max(0, elapsedMs) / ROOM_DRAW_MS;
  const eased = 1 - (1 - progress) ** 3;
  return Math.floor(eased * (DRAW_TURNS * seats + winningSeat)) % seats;
}

/** Who holds each seat of a round (seat numbers run through the entries in joining order). */
export function seatHolders(round: RoomRound): readonly RoomSeats[] {
  return round.entries.flatMap((entry) => Array.from({ length: entry.seats }, () => entry));
}
