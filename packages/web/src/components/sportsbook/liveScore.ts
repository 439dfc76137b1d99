import type { SportEvent } from '@casino/core';

export type ScoreSide = 'home' | 'away' | 'both';

/** Which side's score moved from `before` to `after`; null when neither did (or there was no score before). */
export function changedSide(before: SportEvent['score'], after: SportEvent['score']): ScoreSide | null {
  if (!before || !after) return null;
  const home = after.home !== before.home;
  const away = after.away !== before.away;
  return home && away ? 'both' : home ? 'home' : away ? 'away' : null;
}

/** The match time as the clock shows it: minute `minute` (1-based, as the server sends it) and its seconds, "mm:ss". */
export function matchTime(minute: number, seconds: number): string {
  const pad = (value: number) => String(Math.max(0, Math.floor(value))).padStart(2, '0');
  return `${pad(minute - 1)}:${pad(Math.min(59, seconds))}`;
}
