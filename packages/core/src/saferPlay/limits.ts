import { LIMIT_KINDS } from '@casino/tables';
import { DAY_MS, type LimitPeriod } from './windows.ts';

/** The limits a player can set (issue 18): deposits per day, week and month; losses; stakes; the session's length. */
export { LIMIT_KINDS };
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const COOLING_OFF_MS = DAY_MS;

/** A limit's state: the value in force (null: none) and a loosening that waits out its cooling-off. */
export interface LimitState {
  readonly kind: LimitKind;
  readonly value: number | null;
  readonly pending: { readonly value: number | null; readonly effectiveAt: number } | null;
}

export const noLimit = (kind: LimitKind): LimitState => ({ kind, value: null, pending: null });

/** The period a money limit counts over; null for the session limit, which counts minutes of one session. */
export function periodOf(kind: LimitKind): LimitPeriod | null {
  if (kind === 'session_minutes') return null;
  return kind.slice(kind.indexOf('_') + 1) as LimitPeriod;
}

/** Whether `next` is stricter than `current` (null stands for no limit, the loosest of all). */
export function isTightening(current: number | null, next: number | null): boolean {
  if (next === null) return false;
  return current === null || next < current;
}

/**
 * A change asked for at `now`: a tighter limit applies at once and drops any pending loosening; a looser one (a
 * raise or a removal) waits 24 hours, the value in force staying until then (UKGC RTS 12).
 */
export function requestLimitChange(state: LimitState, next: number | null, now: number): LimitState {
  const current = effectiveLimit(state, now);
  if (isTightening(current.value, next)) return { kind: state.kind, value: next, pending: null };
  if (next === current.value) return { ...current, pending: null };
  return {
    kind: state.kind,
    value: current.value,
    pending: { value: next, effectiveAt: now + COOLING_OFF_MS },
  };
}

/** The state as of `now`: a pending loosening whose cooling-off has passed is in force. */
export function effectiveLimit(state: LimitState, now: number): LimitState {
  if (state.pending && state.pending.effectiveAt <= now)
    return { kind: state.kind, value: state.pending.value, pending: null };
  return state;
}

/** Milliseconds a pending change still waits, 0 when none. */
export function coolingOffLeftMs(state: LimitState, now: number): number {
  return state.pending ? Math.max(0, state.pending.effectiveAt - now) : 0;
}

/** Whether adding `amountMinor` to what the window already counts stays within the limit. */
export function fitsLimit(limit: number | null, countedMinor: number, amountMinor: number): boolean {
  return limit === null || countedMinor + amountMinor <= limit;
}
