import { LIMIT_KINDS } from '@casino/tables';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { toMajor } from '../money.ts';
import { expireDeposit } from '../money/money.ts';
import { DAY_MS, limitWindow, windowEndsAt, type LimitPeriod } from './windows.ts';
import {
  INVOICE_CREATED,
  INVOICE_EXPIRED,
  INVOICE_PAID,
  expireStaleInvoices,
} from '../payments/invoiceStore.ts';

/**
 * The limits a player sets (docs/contract.md, "Safer play"; `@casino/tables`); money limits in minor units, the
 * session in minutes.
 */
export { LIMIT_KINDS };
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** A raise or a removal waits this long; a decrease applies at once (UKGC RTS 12). */
export const COOLING_OFF_MS = DAY_MS;
/** A pause in betting this long ends a playing session; the next bet starts a new one. */
export const SESSION_GAP_MS = 30 * 60_000;

export interface LimitState {
  readonly kind: LimitKind;
  readonly value: number | null;
  readonly pending: { readonly value: number | null; readonly effectiveAt: number } | null;
}

interface LimitRow {
  kind: LimitKind;
  value: number | null;
  pending: number;
  pending_value: number | null;
  pending_at: number | null;
}

/** Every limit of a player as of now; a loosening whose cooling-off has passed is written as the value in force. */
export function limitsOf(deps: Deps, playerId: number): LimitState[] {
  const now = deps.clock.now();
  deps.db.run(
    `UPDATE player_limits SET value = pending_value, pending = 0, pending_value = NULL, pending_at = NULL, updated_at = ?
     WHERE player_id = ? AND pending = 1 AND pending_at <= ?`,
    now,
    playerId,
    now,
  );
  const rows = deps.db.all<LimitRow>('SELECT * FROM player_limits WHERE player_id = ?', playerId);
  return LIMIT_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) return { kind, value: null, pending: null };
    const pending =
      row.pending === 1 ? { value: row.pending_value, effectiveAt: row.pending_at ?? now } : null;
    return { kind, value: row.value, pending };
  });
}

const limitOf = (deps: Deps, playerId: number, kind: LimitKind): LimitState =>
  limitsOf(deps, playerId).find((l) => l.kind === kind) ?? { kind, value: null, pending: null };

/** A tighter limit applies at once and drops a pending loosening; a looser one (or none) waits 24 hours. */
export function setLimit(deps: Deps, playerId: number, kind: LimitKind, next: number | null): LimitState {
  const now = deps.clock.now();
  return deps.db.transaction(() => {
    const current = limitOf(deps, playerId, kind);
    const tighter = next !== null && (current.value === null || next < current.value);
    const state: LimitState =
      tighter || next === current.value
        ? { kind, value: next, pending: null }
        : { kind, value: current.value, pending: { value: next, effectiveAt: now + COOLING_OFF_MS } };
    deps.db.run(
      `INSERT INTO player_limits (player_id, kind, value, pending, pending_value, pending_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (player_id, kind) DO UPDATE SET value = excluded.value, pending = excluded.pending,
         pending_value = excluded.pending_value, pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
      playerId,
      kind,
      state.value,
      state.pending ? 1 : 0,
      state.pending?.value ?? null,
      state.pending?.effectiveAt ?? null,
      now,
    );
    return state;
  });
}

export type ExclusionKind = 'time_out' | 'self_exclusion';

export interface ActiveExclusion {
  readonly kind: ExclusionKind;
  readonly endsAt: number;
}

/** The break in force, the one ending last when several overlap: a new, shorter one never shortens it. */
export function activeExclusion(deps: Deps, playerId: number): ActiveExclusion | null {
  const row = deps.db.get<{ kind: ExclusionKind; ends_at: number }>(
    'SELECT kind, ends_at FROM exclusions WHERE player_id = ? AND ends_at > ? ORDER BY ends_at DESC LIMIT 1',
    playerId,
    deps.clock.now(),
  );
  return row ? { kind: row.kind, endsAt: row.ends_at } : null;
}

export function addExclusion(
  deps: Deps,
  playerId: number,
  kind: ExclusionKind,
  period: string,
  endsAt: number,
): ActiveExclusion {
  deps.db.transaction(() => {
    deps.db.run(
      'INSERT INTO exclusions (player_id, kind, period, created_at, ends_at) VALUES (?, ?, ?, ?, ?)',
      playerId,
      kind,
      period,
      deps.clock.now(),
      endsAt,
    );
    // An invoice opened before the break could still be paid and start play again: it expires with the break.
    for (const { id } of deps.db.all<{ id: number }>(
      'SELECT id FROM invoices WHERE player_id = ? AND status = ?',
      playerId,
      INVOICE_CREATED,
    )) {
      deps.db.run('UPDATE invoices SET status = ? WHERE id = ?', INVOICE_EXPIRED, id);
      expireDeposit(deps, `invoice:${id}`);
    }
  });
  return activeExclusion(deps, playerId) ?? { kind, endsAt };
}

export type SaferPlayRefusal =
  | { readonly kind: 'excluded'; readonly exclusion: ActiveExclusion }
  | {
      readonly kind: 'limit';
      readonly limit: LimitKind;
      readonly endsAt: number;
      /** A money limit's room still free in its window (minor units), and the currency it is in. */
      readonly left?: { readonly minor: number; readonly currency: string };
    };

/** The answer a refusal becomes: 403 while a break lasts, 422 `limit_exceeded` for a limit (docs/contract.md). */
export function saferPlayError(deps: Deps, refusal: SaferPlayRefusal): ApiError {
  if (refusal.kind === 'excluded') {
    const message = refusal.exclusion.kind === 'time_out' ? 'timed_out' : 'self_excluded';
    return new ApiError(403, { message, params: { ends_at: deps.clock.iso(refusal.exclusion.endsAt) } });
  }
  return new ApiError(422, {
    message: 'limit_exceeded',
    params: {
      limit: refusal.limit,
      ends_at: deps.clock.iso(refusal.endsAt),
      // "You can deposit up to $200 more today" rather than "the limit is reached" (issue 38, item 10).
      ...(refusal.left && { left: toMajor(refusal.left.minor), currency: refusal.left.currency }),
    },
  });
}

interface Counted {
  readonly sum: number;
  readonly oldest: number | null;
}

function timeZoneOf(deps: Deps, playerId: number): string {
  return (
    deps.db.get<{ timezone: string | null }>('SELECT timezone FROM players WHERE id = ?', playerId)
      ?.timezone ?? 'UTC'
  );
}

/** Checks an amount against the limits of one family (deposit, loss, wager), day, week and month in turn. */
function firstBroken(
  deps: Deps,
  playerId: number,
  family: 'deposit' | 'loss' | 'wager',
  amountMinor: number,
  count: (start: number, end: number) => Counted,
  currency: string | null = null,
): SaferPlayRefusal | null {
  const now = deps.clock.now();
  const zone = timeZoneOf(deps, playerId);
  const limits = limitsOf(deps, playerId);
  for (const period of ['day', 'week', 'month'] as const satisfies readonly LimitPeriod[]) {
    const kind = `${family}_${period}` as const;
    const limit = limits.find((l) => l.kind === kind)?.value ?? null;
    if (limit === null) continue;
    const window = limitWindow(period, now, zone);
    const counted = count(window.start, window.end);
    if (counted.sum + amountMinor > limit)
      return {
        kind: 'limit',
        limit: kind,
        endsAt: windowEndsAt(period, now, zone, counted.oldest ?? now),
        ...(currency !== null && { left: { minor: Math.max(0, limit - counted.sum), currency } }),
      };
  }
  return null;
}

/**
 * Why a deposit may not be made now, or null: a break in force, or a deposit limit it would pass (with the room the
 * limit still leaves, in the deposit's currency).
 */
export function depositRefusal(
  deps: Deps,
  playerId: number,
  amountMinor: number,
  currency: string,
): SaferPlayRefusal | null {
  const exclusion = activeExclusion(deps, playerId);
  if (exclusion) return { kind: 'excluded', exclusion };
  expireStaleInvoices(deps);
  // Open invoices count too: a player must not get past the limit by opening several before paying any.
  return firstBroken(
    deps,
    playerId,
    'deposit',
    amountMinor,
    (start, end) => {
      const row = deps.db.get<{ sum: number | null; oldest: number | null }>(
        `SELECT SUM(amount_minor) AS sum, MIN(created_at) AS oldest FROM invoices
       WHERE player_id = ? AND status IN (?, ?) AND created_at >= ? AND created_at < ?`,
        playerId,
        INVOICE_CREATED,
        INVOICE_PAID,
        start,
        end,
      );
      return { sum: row?.sum ?? 0, oldest: row?.oldest ?? null };
    },
    currency,
  );
}

function ledgerSums(deps: Deps, playerId: number, start: number, end: number) {
  const row = deps.db.get<{ stakes: number | null; wins: number | null; oldest: number | null }>(
    `SELECT SUM(CASE WHEN kind = 'bet' THEN amount_minor ELSE 0 END) AS stakes,
            SUM(CASE WHEN kind = 'win' THEN amount_minor ELSE 0 END) AS wins, MIN(created_at) AS oldest
     FROM transactions WHERE player_id = ? AND kind IN ('bet', 'win') AND created_at >= ? AND created_at < ?`,
    playerId,
    start,
    end,
  );
  return { stakes: row?.stakes ?? 0, wins: row?.wins ?? 0, oldest: row?.oldest ?? null };
}

/** The playing session a bet at `now` belongs to: the current one, or a new one after a 30-minute pause. */
function sessionStart(
  deps: Deps,
  playerId: number,
  now: number,
): { start: number; lastBetAt: number } | null {
  const row = deps.db.get<{ started_at: number; last_bet_at: number }>(
    'SELECT started_at, last_bet_at FROM play_sessions WHERE player_id = ?',
    playerId,
  );
  if (!row || now - row.last_bet_at >= SESSION_GAP_MS) return null;
  return { start: row.started_at, lastBetAt: row.last_bet_at };
}

/**
 * Why a bet may not be placed now, or null: a break in force; a stake that would take the losses or the stakes of a
 * window past a limit (the worst case: the stake lost); a playing session past its length.
 */
export function betRefusal(deps: Deps, playerId: number, stakeMinor: number): SaferPlayRefusal | null {
  const exclusion = activeExclusion(deps, playerId);
  if (exclusion) return { kind: 'excluded', exclusion };
  const loss = firstBroken(deps, playerId, 'loss', stakeMinor, (start, end) => {
    const sums = ledgerSums(deps, playerId, start, end);
    return { sum: Math.max(0, sums.stakes - sums.wins), oldest: sums.oldest };
  });
  if (loss) return loss;
  const wager = firstBroken(deps, playerId, 'wager', stakeMinor, (start, end) => {
    const sums = ledgerSums(deps, playerId, start, end);
    return { sum: sums.stakes, oldest: sums.oldest };
  });
  if (wager) return wager;
  const minutes = limitOf(deps, playerId, 'session_minutes').value;
  const now = deps.clock.now();
  const session = sessionStart(deps, playerId, now);
  if (minutes !== null && session && now - session.start >= minutes * 60_000)
    return { kind: 'limit', limit: 'session_minutes', endsAt: session.lastBetAt + SESSION_GAP_MS };
  return null;
}

/** Counts a placed bet into the playing session. */
export function noteBet(deps: Deps, playerId: number): void {
  const now = deps.clock.now();
  const start = sessionStart(deps, playerId, now)?.start ?? now;
  deps.db.run(
    `INSERT INTO play_sessions (player_id, started_at, last_bet_at) VALUES (?, ?, ?)
     ON CONFLICT (player_id) DO UPDATE SET started_at = excluded.started_at, last_bet_at = excluded.last_bet_at`,
    playerId,
    start,
    now,
  );
}
