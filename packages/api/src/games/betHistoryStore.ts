import type { Deps } from '../deps.ts';
import type { InstantGame } from './games.ts';
import { betAnswer, type BetAnswer, type BetRow } from './betAnswer.ts';

/** A bet row with its pair's seeds, as `betAnswer` reads it. */
const BET_SELECT = `SELECT b.*, p.server_seed_hashed, p.server_seed AS pair_server_seed, p.active AS pair_active
  FROM bets b JOIN seed_pairs p ON p.id = b.pair_id`;

export interface HistoryQuery {
  readonly limit: number;
  readonly cursor: HistoryCursor | null;
  readonly game: InstantGame | null;
  /** Epoch ms, inclusive. */
  readonly from: number | null;
  /** Epoch ms, exclusive. */
  readonly to: number | null;
}

/** Where the previous page stopped: the last bet's time and id (newest first, ties broken by id). */
export interface HistoryCursor {
  readonly createdAt: number;
  readonly id: number;
}

/** The cursor on the wire: opaque to the client, `<created_at>.<id>` in base64url. */
export function encodeCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.createdAt}.${cursor.id}`, 'ascii').toString('base64url');
}

export function decodeCursor(text: string): HistoryCursor | null {
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(Buffer.from(text, 'base64url').toString('ascii'));
  return match ? { createdAt: Number(match[1]), id: Number(match[2]) } : null;
}

/** One page of a player's bets, newest first, by keyset (no offset), so bets placed meanwhile shift nothing. */
export function listBets(
  deps: Deps,
  playerId: number,
  query: HistoryQuery,
): { bets: BetAnswer[]; nextCursor: string | null } {
  const rows = deps.db.all<BetRow>(
    `${BET_SELECT}
     WHERE b.player_id = ?
       AND (? IS NULL OR b.game = ?)
       AND (? IS NULL OR b.created_at >= ?)
       AND (? IS NULL OR b.created_at < ?)
       AND (? IS NULL OR b.created_at < ? OR (b.created_at = ? AND b.id < ?))
     ORDER BY b.created_at DESC, b.id DESC LIMIT ?`,
    playerId,
    query.game,
    query.game,
    query.from,
    query.from,
    query.to,
    query.to,
    query.cursor?.createdAt ?? null,
    query.cursor?.createdAt ?? null,
    query.cursor?.createdAt ?? null,
    query.cursor?.id ?? null,
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    bets: page.map((row) => betAnswer(deps, row, null)),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

export function findBet(deps: Deps, playerId: number, id: number): BetAnswer | undefined {
  const row = deps.db.get<BetRow>(`${BET_SELECT} WHERE b.id = ? AND b.player_id = ?`, id, playerId);
  return row ? betAnswer(deps, row, null) : undefined;
}
