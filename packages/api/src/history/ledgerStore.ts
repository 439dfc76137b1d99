import { LEDGER_KINDS } from '@casino/tables';
import type { Deps } from '../deps.ts';
import { toMajor } from '../money.ts';

/** The kinds of money movement the history lists (issue 18; `@casino/tables`). */
export { LEDGER_KINDS };
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerRow {
  id: number;
  kind: string;
  amount_minor: number;
  currency: string;
  status: string;
  reference: string | null;
  created_at: number;
  balance_after_minor: number | null;
}

export interface LedgerQuery {
  readonly limit: number;
  /** The last row of the previous page: newer rows come first, so the next page starts below it. */
  readonly cursor: { readonly at: number; readonly id: number } | null;
  readonly kind: LedgerKind | null;
  readonly from: number | null;
  readonly to: number | null;
}

export function decodeLedgerCursor(text: string): { at: number; id: number } | null {
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(text);
  return match ? { at: Number(match[1]), id: Number(match[2]) } : null;
}

/** One page of a player's movements, newest first, and the cursor of the next page (null at the end). */
export function ledgerPage(deps: Deps, playerId: number, query: LedgerQuery) {
  const rows = deps.db.all<LedgerRow>(
    `SELECT id, kind, amount_minor, currency, status, reference, created_at, balance_after_minor FROM transactions
     WHERE player_id = ? AND (? IS NULL OR kind = ?) AND (? IS NULL OR created_at >= ?) AND (? IS NULL OR created_at < ?)
       AND (? IS NULL OR created_at < ? OR (created_at = ? AND id < ?))
     ORDER BY created_at DESC, id DESC LIMIT ?`,
    playerId,
    query.kind,
    query.kind,
    query.from,
    query.from,
    query.to,
    query.to,
    query.cursor?.at ?? null,
    query.cursor?.at ?? null,
    query.cursor?.at ?? null,
    query.cursor?.id ?? null,
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? `${last.created_at}.${last.id}` : null;
  return { rows: page, nextCursor };
}

/**
 * The id a row's reference names: `bet:12` → bet 12, whose fairness proof `GET /games/bets/12` shows; `round:7` → a
 * miner or hilo round; `case:3` → a case opening.
 */
const referenced = (row: LedgerRow, prefix: string): string | null =>
  row.reference?.startsWith(prefix) ? row.reference.slice(prefix.length) : null;

/** A tournament's prize (`tournament:<id>:<place>`, issue 34): which tournament and which place paid it. */
function tournamentPaid(row: LedgerRow): { id: string; place: number } | null {
  const match = row.kind === 'tournament_prize' ? /^tournament:(\d+):(\d+)$/.exec(row.reference ?? '') : null;
  return match ? { id: match[1] ?? '', place: Number(match[2]) } : null;
}

export function ledgerAnswer(deps: Deps, row: LedgerRow) {
  return {
    id: row.id,
    kind: row.kind,
    amount: toMajor(row.amount_minor),
    currency: row.currency,
    created_at: deps.clock.iso(row.created_at),
    status: row.status,
    balance_after: row.balance_after_minor === null ? null : toMajor(row.balance_after_minor),
    bet_id: referenced(row, 'bet:'),
    round_id: referenced(row, 'round:'),
    case_opening_id: referenced(row, 'case:'),
    withdrawal_id: referenced(row, 'withdrawal:'),
    sports_bet_id: referenced(row, 'sports:'),
    tournament: tournamentPaid(row),
  };
}

export type LedgerAnswer = ReturnType<typeof ledgerAnswer>;

const CSV_COLUMNS = [
  'created_at',
  'kind',
  'amount',
  'currency',
  'balance_after',
  'status',
  'bet_id',
] as const;

/**
 * The rows as CSV (RFC 4180). Every cell is an ISO time, a kind, a number, a currency code or an id: no text a
 * player typed, so no cell can start a spreadsheet formula.
 */
export function ledgerCsv(rows: readonly LedgerAnswer[]): string {
  const lines = rows.map((row) => CSV_COLUMNS.map((column) => String(row[column] ?? '')).join(','));
  return `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
