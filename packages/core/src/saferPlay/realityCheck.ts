import type { Clock, TimerHandle } from '../ports/Clock.ts';

/** How often the reality check interrupts play, in minutes (the player picks). */
export const REALITY_CHECK_INTERVALS = [15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

/** The next time a check falls due: a whole number of intervals after the session's start, strictly after `now`. */
export function nextRealityCheckAt(sessionStart: number, intervalMs: number, now: number): number {
  if (now < sessionStart) return sessionStart + intervalMs;
  return sessionStart + (Math.floor((now - sessionStart) / intervalMs) + 1) * intervalMs;
}

/** What the dialog shows: how long the session has lasted and its net result (wins minus stakes). */
export interface RealityCheckReport {
  readonly sessionMs: number;
  readonly netMinor: number;
}

export interface RealityCheckDeps {
  readonly clock: Clock;
  /** The session's net result so far, from the bets the session placed. */
  readonly netMinor: () => number;
  /** Shows the dialog; the driver waits for the answer before counting the next interval. */
  readonly show: (report: RealityCheckReport) => Promise<'continue' | 'stop'>;
  /** The player chose to stop: the page leaves the game. */
  readonly stop: () => void;
}

/**
 * Drives the reality check of one playing session: every interval of play it shows the session's time and net result,
 * and stops the session when the player says so. Time is the Clock port, so a test moves it by hand.
 */
export class RealityCheck {
  readonly #deps: RealityCheckDeps;
  readonly #intervalMs: number;
  #sessionStart = 0;
  #timer: TimerHandle | null = null;

  constructor(deps: RealityCheckDeps, intervalMinutes: number) {
    this.#deps = deps;
    this.#intervalMs = intervalMinutes * 60_000;
  }

  /** Starts checking a session that began at `sessionStart` (now by default): a resumed one keeps its rhythm. */
  start(sessionStart: number = this.#deps.clock.now()): void {
    this.stop();
    this.#sessionStart = sessionStart;
    this.#schedule();
  }

  stop(): void {
    this.#timer?.cancel();
    this.#timer = null;
  }

  get running(): boolean {
    return this.#timer !== null;
  }

  #schedule(): void {
    const now = this.#deps.clock.now();
    const due = nextRealityCheckAt(this.#sessionStart, this.#intervalMs, now);
    this.#timer = this.#deps.clock.setTimeout(() => void this.#fire(), due - now);
  }

  async #fire(): Promise<void> {
    const now = this.#deps.clock.now();
    const answer = await this.#deps.show({
      sessionMs: now - this.#sessionStart,
      netMinor: this.#deps.netMinor(),
    });
    if (this.#timer === null) return;
    if (answer === 'stop') {
      this.stop();
      this.#deps.stop();
      return;
    }
    this.#schedule();
  }
}
