/** The schedule of every live table's rounds (liveTable.ts); its own file so the API's config reads it alone. */
export interface LiveTableTiming {
  /** How long bets are taken. */
  readonly bettingMs: number;
  /** How long the ball spins once bets close, before the pocket is shown and the round settles. */
  readonly spinMs: number;
}

/** A round every 25 s: 15 s of bets, 10 s of spin. */
export const DEFAULT_LIVE_TABLE_TIMING: LiveTableTiming = { bettingMs: 15_000, spinMs: 10_000 };
