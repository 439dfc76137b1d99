/**
 * A play session (issue 38, item 6): it starts when a logged-in player opens a game and lasts while they play, across
 * page loads, tabs and moves between games; it ends 30 minutes after they were last on a game page (the same pause that
 * ends the API's playing session, contract "Safer play"), when another player logs in, or when the player stops at a
 * reality check. Its clock and net result count from its start, so a reload shows them where they were.
 */
export const PLAY_SESSION_GAP_MS = 30 * 60_000;

export interface StoredPlaySession {
  readonly playerId: string;
  /** When the session started (ms since the epoch). */
  readonly startedAt: number;
  /** The real balance when it started, in minor units: the net result is the balance's change since. */
  readonly startMinor: number;
  /** The last moment the player was seen on a game page. */
  readonly lastSeenAt: number;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** The stored session, or null when there is none or it is not what was written. */
export function parsePlaySession(text: string | null): StoredPlaySession | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { playerId, startedAt, startMinor, lastSeenAt } = value as Record<string, unknown>;
  if (typeof playerId !== 'string' || !isCount(startedAt) || !isCount(startMinor) || !isCount(lastSeenAt))
    return null;
  if (startedAt > lastSeenAt) return null;
  return { playerId, startedAt, startMinor, lastSeenAt };
}

/** The stored session this player goes on with at `now`, or null when a new one starts. */
export function resumePlaySession(
  stored: StoredPlaySession | null,
  playerId: string,
  now: number,
): StoredPlaySession | null {
  if (!stored || stored.playerId !== playerId) return null;
  if (stored.startedAt > now || now - stored.lastSeenAt >= PLAY_SESSION_GAP_MS) return null;
  return stored;
}
