import type { FreeSpin } from './bonus.ts';

const ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/**
 * The instant of a server date-time, or NaN. A date-time without a zone is read as UTC, so the answer never
 * depends on the player's own time zone.
 */
function instantOf(value: string): number {
  const trimmed = value.trim();
  if (!DATE_TIME.test(trimmed)) return Number.NaN;
  const iso = trimmed.replace(' ', 'T');
  return Date.parse(ZONE.test(iso) ? iso : `${iso}Z`);
}

/** Active free spins (§4): expiration_at in the future. An unreadable expiry counts as expired. */
export function isFreeSpinActive(spin: Pick<FreeSpin, 'expirationAt'>, now: number): boolean {
  const expiresAt = instantOf(spin.expirationAt);
  return Number.isFinite(expiresAt) && expiresAt > now;
}

export function activeFreeSpins<T extends Pick<FreeSpin, 'expirationAt'>>(
  spins: readonly T[],
  now: number,
): T[] {
  return spins.filter((spin) => isFreeSpinActive(spin, now));
}
