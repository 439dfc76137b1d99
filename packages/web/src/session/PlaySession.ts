import { makeAutoObservable, runInAction } from 'mobx';
import {
  RealityCheck,
  REALITY_CHECK_INTERVALS,
  type Clock,
  type KeyValueStore,
  type Navigation,
  type RealityCheckInterval,
  type RealityCheckReport,
  type TimerHandle,
} from '@casino/core';
import type { SessionStore } from './SessionStore.ts';

/** Where the player's reality-check interval is kept between visits; the API keeps none (contract, "Safer play"). */
export const REALITY_CHECK_KEY = 'reality-check-minutes';
/** Until the player picks one, a check every hour: UKGC RTS 13 asks for one to be offered, we switch it on. */
export const DEFAULT_REALITY_CHECK: RealityCheckInterval = 60;
const TICK_MS = 1_000;

export interface PlaySessionDeps {
  readonly clock: Clock;
  readonly store: Pick<KeyValueStore, 'get' | 'set'>;
  readonly session: Pick<SessionStore, 'user'>;
  readonly navigation: Pick<Navigation, 'go'>;
}

/**
 * The playing session while a game page is open (issue 18): its clock and net position for the header, and the
 * reality check every 15, 30 or 60 minutes, driven by the core's RealityCheck on the Clock port. The net position is
 * the real balance's change since the session began.
 */
export class PlaySession {
  startedAt: number | null = null;
  now = 0;
  check: RealityCheckReport | null = null;
  /** The interval picked in this page's life; the stored one before that. */
  chosenInterval: RealityCheckInterval | null = null;
  #startMinor = 0;
  #ticker: TimerHandle | null = null;
  #driver: RealityCheck | null = null;
  #answer: ((choice: 'continue' | 'stop') => void) | null = null;
  readonly #deps: PlaySessionDeps;

  constructor(deps: PlaySessionDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  get intervalMinutes(): RealityCheckInterval {
    if (this.chosenInterval !== null) return this.chosenInterval;
    const stored = Number(this.#deps.store.get(REALITY_CHECK_KEY));
    return REALITY_CHECK_INTERVALS.find((m) => m === stored) ?? DEFAULT_REALITY_CHECK;
  }

  get active(): boolean {
    return this.startedAt !== null;
  }

  get elapsedMs(): number {
    return this.startedAt === null ? 0 : Math.max(0, this.now - this.startedAt);
  }

  get netMinor(): number {
    const balance = this.#deps.session.user?.balance;
    return balance ? balance.minor - this.#startMinor : 0;
  }

  get currency() {
    return this.#deps.session.user?.balance.currency ?? null;
  }

  chooseInterval(minutes: RealityCheckInterval): void {
    this.#deps.store.set(REALITY_CHECK_KEY, String(minutes));
    this.chosenInterval = minutes;
    if (this.active) this.#startDriver();
  }

  /** A game page opened: a session starts unless one is running (moving between games keeps it). */
  enter(): void {
    if (this.active || !this.#deps.session.user) return;
    const { clock } = this.#deps;
    this.startedAt = clock.now();
    this.now = this.startedAt;
    this.#startMinor = this.#deps.session.user.balance.minor;
    this.#ticker = clock.setInterval(() => runInAction(() => (this.now = clock.now())), TICK_MS);
    this.#startDriver();
  }

  /** The player left the games: the session, its clock and its checks end. */
  leave(): void {
    this.#ticker?.cancel();
    this.#ticker = null;
    this.#driver?.stop();
    this.#driver = null;
    this.#answer?.('continue');
    this.#answer = null;
    this.check = null;
    this.startedAt = null;
  }

  /** The player's answer to the reality check. */
  answer(choice: 'continue' | 'stop'): void {
    const answer = this.#answer;
    this.#answer = null;
    this.check = null;
    answer?.(choice);
  }

  #startDriver(): void {
    this.#driver?.stop();
    const driver = new RealityCheck(
      {
        clock: this.#deps.clock,
        netMinor: () => this.netMinor,
        show: (report) =>
          new Promise((resolve) =>
            runInAction(() => {
              this.check = report;
              this.#answer = resolve;
            }),
          ),
        stop: () => {
          this.leave();
          this.#deps.navigation.go('/');
        },
      },
      this.intervalMinutes,
    );
    this.#driver = driver;
    driver.start();
  }
}
