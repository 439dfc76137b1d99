import type { SportId } from './catalogue.ts';

/** One sport's pace: how long its match lasts and how often its live prices move. */
export interface SportPace {
  readonly matchMs: number;
  readonly tickMs: number;
}

/**
 * How the simulated matches run (simulator.ts); the browser tests run them fast. Its own file, so the API's config can
 * name it without importing the simulator.
 */
export interface SportsTiming {
  /** Regular time of a match, start to end, for a sport without a pace of its own. */
  readonly matchMs: number;
  /** How often the simulator steps: live matches move (score, clock, odds) at most this often. */
  readonly tickMs: number;
  /** The gap between two kick-offs of one sport. */
  readonly gapMs: number;
  /** How long markets stay suspended after a goal or a set. */
  readonly suspendMs: number;
  /**
   * Each sport's own match length and tick (issue 38): a 40-minute basketball game played in 6 minutes tripled an
   * underdog's price within 30 s in about 31 % of the windows of its last fifth, faster than a player can act.
   */
  readonly paces?: Partial<Record<SportId, SportPace>>;
}

export const DEFAULT_SPORTS_TIMING: SportsTiming = {
  matchMs: 6 * 60_000,
  tickMs: 2_000,
  gapMs: 2 * 60_000,
  suspendMs: 5_000,
  paces: {
    football: { matchMs: 45 * 60_000, tickMs: 4_000 },
    hockey: { matchMs: 30 * 60_000, tickMs: 4_000 },
    basketball: { matchMs: 40 * 60_000, tickMs: 4_000 },
    tennis: { matchMs: 30 * 60_000, tickMs: 4_000 },
    esports: { matchMs: 24 * 60_000, tickMs: 4_000 },
  },
};

/** A sport's pace: its own, or the timing's match length and step. */
export function paceOf(timing: SportsTiming, sport: SportId): SportPace {
  return timing.paces?.[sport] ?? { matchMs: timing.matchMs, tickMs: timing.tickMs };
}

/**
 * The defaults with what a caller set: a match length or tick set from outside (the browser tests' fast matches) is
 * every sport's, so the sports' own paces are dropped unless the caller gives paces too.
 */
export function sportsTimingWith(override: Partial<SportsTiming> | undefined): SportsTiming {
  if (!override) return DEFAULT_SPORTS_TIMING;
  const uniform = override.matchMs !== undefined || override.tickMs !== undefined;
  return { ...DEFAULT_SPORTS_TIMING, ...(uniform ? { paces: {} } : {}), ...override };
}
