import type { Clock, TimerHandle } from '../../ports/Clock.ts';

/** The first retry waits about half a second; each failure doubles it, up to 15 s. */
export const RECONNECT_BASE_MS = 500;
export const RECONNECT_CAP_MS = 15_000;
/** A silent connection is dead after this long without any frame; the client pings at half of it. */
export const LIVE_HEARTBEAT_MS = 10_000;

/**
 * The wait before retry `attempt` (0 for the first): "equal jitter", half the exponential step fixed and half random,
 * so a thousand clients dropped by one restart do not all come back in the same millisecond.
 */
export function reconnectDelay(attempt: number, random01: number): number {
  const step = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 30));
  const jitter = Math.min(Math.max(random01, 0), 1);
  return Math.round(step / 2 + (step / 2) * jitter);
}

/**
 * Schedules reconnection attempts on the clock: one pending at a time; `connected()` starts the backoff over.
 */
export class Reconnector {
  readonly #clock: Pick<Clock, 'setTimeout'>;
  readonly #random: () => number;
  #attempt = 0;
  #pending: TimerHandle | null = null;

  constructor(clock: Pick<Clock, 'setTimeout'>, random: () => number) {
    this.#clock = clock;
    this.#random = random;
  }

  get attempts(): number {
    return this.#attempt;
  }

  /** Runs `connect` after the next backoff delay, unless an attempt is already waiting. Answers the delay. */
  retry(connect: () => void): number {
    if (this.#pending) return 0;
    const delay = reconnectDelay(this.#attempt, this.#random());
    this.#attempt += 1;
    this.#pending = this.#clock.setTimeout(() => {
      this.#pending = null;
      connect();
    }, delay);
    return delay;
  }

  connected(): void {
    this.#attempt = 0;
  }

  cancel(): void {
    this.#pending?.cancel();
    this.#pending = null;
  }
}
