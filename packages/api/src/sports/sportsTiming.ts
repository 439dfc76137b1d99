/**
 * How the simulated matches run (simulator.ts); the browser tests run them fast. Its own file, so the API's config can
 * name it without importing the simulator.
 */
export interface SportsTiming {
  /** Regular time of a match, start to end. */
  readonly matchMs: number;
  /** How often live matches move (score, clock, odds). */
  readonly tickMs: number;
  /** The gap between two kick-offs of one sport. */
  readonly gapMs: number;
  /** How long markets stay suspended after a goal or a set. */
  readonly suspendMs: number;
}

export const DEFAULT_SPORTS_TIMING: SportsTiming = {
  matchMs: 6 * 60_000,
  tickMs: 2_000,
  gapMs: 2 * 60_000,
  suspendMs: 5_000,
};
