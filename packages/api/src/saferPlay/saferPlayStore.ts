import { LIMIT_KINDS } from '@casino/tables';
import type { Deps } from '../deps.ts';
import { expireDeposit } from '../money/money.ts';
import { DAY_MS } from './windows.ts';
import { INVOICE_CREATED, INVOICE_EXPIRED } from '../payments/invoiceStore.ts';

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

export const limitOf = (deps: Deps, playerId: number, kind: LimitKind): LimitState =>
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
