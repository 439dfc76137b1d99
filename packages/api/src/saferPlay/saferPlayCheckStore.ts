import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { toMajor } from '../money.ts';
import { INVOICE_CREATED, INVOICE_PAID, expireStaleInvoices } from '../payments/invoiceStore.ts';
import {
  activeExclusion,
  limitOf,
  limitsOf,
  SESSION_GAP_MS,
  type ActiveExclusion,
  type LimitKind,
} from './saferPlayStore.ts';
import { limitWindow, windowEndsAt, type LimitPeriod } from './windows.ts';

/**
 * Whether a deposit or a bet may be made now (docs/contract.md, "Safer play"): a break in force, or a limit it would
 * pass, read from the invoices, the ledger and the playing session; and the answer a refusal becomes.
 */

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
