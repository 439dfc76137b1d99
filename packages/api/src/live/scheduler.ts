/** Waits of the round engines, behind a port so tests move time by hand instead of waiting. */
export interface LiveScheduler {
  /** Runs `task` after `ms`; answers the cancel. */
  after(ms: number, task: () => void): () => void;
}

export const realScheduler: LiveScheduler = {
  after(ms, task) {
    const timer = setTimeout(task, Math.max(0, ms));
    return () => clearTimeout(timer);
  },
};

/** How long each phase lasts; the browser tests and the bench run a faster schedule. */
export interface LiveSettings {
  /** Crash: the betting phase before each round. */
  readonly bettingMs: number;
  /** Crash: the pause after a bust before the next betting phase. */
  readonly pauseMs: number;
  /**
   * Crash: the curve's pace, g of floor(100 × e^(g t)) per ms (0.00006: 2.00× after 11.6 s); the browser tests run a
   * faster one. Sent to every client with the table (docs/contract.md, "Live games").
   */
  readonly growthPerMs: number;
  /** Rooms: the countdown once two players hold seats. */
  readonly roomCountdownMs: number;
  /** Crash: hashes in the chain (10 000 000 in production; the local API makes a shorter one, see docs). */
  readonly chainLength: number;
  /**
   * A fixed secret (and salt, or null to let the players fix it) instead of fresh random ones: only the tests set
   * them, to replay the worked examples.
   */
  readonly chainSeed: { readonly secret: string; readonly salt: string | null } | null;
  /**
   * Crash: how many players' first bets fix a new chain's salt with their client seeds (docs/fairness.md, "Crash");
   * round 1 waits for them. 0 draws the salt with the chain (the browser tests, where nobody may bet first).
   */
  readonly seedBets: number;
}

export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  bettingMs: 6_000,
  pauseMs: 3_000,
  growthPerMs: 0.00006,
  roomCountdownMs: 30_000,
  chainLength: 10_000,
  chainSeed: null,
  seedBets: 1,
};
