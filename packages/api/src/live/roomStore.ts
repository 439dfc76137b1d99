import type { Deps } from '../deps.ts';
import type { EntryView, RoomRoundView } from './bus.ts';
import { shownName } from './masking.ts';

/** The rooms' rounds (table `room_rounds`) and their seats (table `room_entries`); the rules are in roomEngine.ts. */

type Room = RoomRoundView['room'];

export interface RoomRoundRow {
  id: number;
  room: Room;
  status: 'open' | 'settled';
  server_seed: string;
  server_seed_hashed: string;
  seats: number;
  pot_minor: number;
  ends_at: number | null;
  winning_seat: number | null;
  winner_name: string | null;
  winner_hidden: number | null;
  winner_method: string | null;
  payout_minor: number;
}

/** A player's seats of a round, with the client seed they brought to the draw. */
export interface RoomOwner {
  player_id: number;
  seats: number;
  client_seed: string;
}

const ROUND_SELECT = `SELECT r.*, w.name AS winner_name, w.is_statistics_hidden AS winner_hidden,
  w.register_method AS winner_method FROM room_rounds r LEFT JOIN players w ON w.id = r.winner_id`;

/** A room's open round, if it has one. */
export function openRound(deps: Deps, room: Room): RoomRoundRow | undefined {
  return deps.db.get<RoomRoundRow>(`${ROUND_SELECT} WHERE r.room = ? AND r.status = 'open'`, room);
}

export function roomRoundById(deps: Deps, id: number): RoomRoundRow {
  const row = deps.db.get<RoomRoundRow>(`${ROUND_SELECT} WHERE r.id = ?`, id);
  if (!row) throw new Error(`room round ${id} is missing`);
  return row;
}

/** A room's settled rounds, newest first. */
export function settledRounds(deps: Deps, room: Room, limit: number): RoomRoundRow[] {
  return deps.db.all<RoomRoundRow>(
    `${ROUND_SELECT} WHERE r.room = ? AND r.status = 'settled' ORDER BY r.id DESC LIMIT ?`,
    room,
    limit,
  );
}

/** A new open round of a room, committed to its server seed's hash; its id. */
export function insertRoomRound(
  deps: Deps,
  room: Room,
  serverSeed: string,
  serverSeedHashed: string,
  now: number,
): number {
  return deps.db.run(
    `INSERT INTO room_rounds (room, status, server_seed, server_seed_hashed, created_at) VALUES (?, 'open', ?, ?, ?)`,
    room,
    serverSeed,
    serverSeedHashed,
    now,
  ).lastId;
}

/** A round's seats in joining order, each player's name as everyone sees it. */
export function roundEntries(deps: Deps, roundId: number): EntryView[] {
  return deps.db
    .all<{
      player_id: number;
      player: string;
      method: string | null;
      hidden: number;
      seats: number;
      client_seed: string;
    }>(
      `SELECT e.player_id, p.name AS player, p.register_method AS method, p.is_statistics_hidden AS hidden, e.seats,
       e.client_seed FROM room_entries e JOIN players p ON p.id = e.player_id WHERE e.round_id = ? ORDER BY e.id`,
      roundId,
    )
    .map(({ method, ...entry }) => ({
      ...entry,
      player: shownName(entry.player, method),
      hidden: entry.hidden === 1,
    }));
}

/** A round's seats in joining order, as the draw reads them. */
export function roundOwners(deps: Deps, roundId: number): RoomOwner[] {
  return deps.db.all<RoomOwner>(
    'SELECT player_id, seats, client_seed FROM room_entries WHERE round_id = ? ORDER BY id',
    roundId,
  );
}

/** How many different players hold seats in a round. */
export function playersIn(deps: Deps, roundId: number): number {
  return (
    deps.db.get<{ players: number }>(
      'SELECT COUNT(DISTINCT player_id) AS players FROM room_entries WHERE round_id = ?',
      roundId,
    )?.players ?? 0
  );
}

export interface RoomJoin {
  readonly roundId: number;
  readonly playerId: number;
  readonly seats: number;
  readonly key: string;
  readonly clientSeed: string;
  readonly now: number;
}

/** A join's seats, written as an entry of its round. */
export function insertEntry(deps: Deps, join: RoomJoin): void {
  deps.db.run(
    `INSERT INTO room_entries (round_id, player_id, seats, idempotency_key, client_seed, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    join.roundId,
    join.playerId,
    join.seats,
    join.key,
    join.clientSeed,
    join.now,
  );
}

/** The round's seats in all after a join, its pot grown by the join's cost, and the end of its countdown (or null). */
export function addSeats(
  deps: Deps,
  roundId: number,
  totalSeats: number,
  costMinor: number,
  endsAt: number | null,
): void {
  deps.db.run(
    'UPDATE room_rounds SET seats = ?, pot_minor = pot_minor + ?, ends_at = ? WHERE id = ?',
    totalSeats,
    costMinor,
    endsAt,
    roundId,
  );
}

/** The draw's result on its round: the winning seat, its owner and the payout. */
export function settleRoomRound(
  deps: Deps,
  roundId: number,
  result: {
    readonly seat: number;
    readonly winnerId: number;
    readonly payoutMinor: number;
    readonly now: number;
  },
): void {
  deps.db.run(
    `UPDATE room_rounds SET status = 'settled', winning_seat = ?, winner_id = ?, payout_minor = ?, settled_at = ?
     WHERE id = ?`,
    result.seat,
    result.winnerId,
    result.payoutMinor,
    result.now,
    roundId,
  );
}
