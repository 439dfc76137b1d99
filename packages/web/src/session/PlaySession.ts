import { makeAutoObservable, runInAction } from 'mobx';
import {
  parsePlaySession,
  RealityCheck,
  REALITY_CHECK_INTERVALS,
  resumePlaySession,
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
/** Where the play session lives between page loads (core `StoredPlaySession`): its start survives a reload. */
export const PLAY_SESSION_KEY = 'play-session';
/** How often, at most, the session notes that the player is still on a game page. */
const SEEN_EVERY_MS = 5_000;
/** Until the player picks one, a check every hour: UKGC RTS 13 asks for one to be offered, we switch it on. */
export const DEFAULT_REALITY_CHECK: RealityCheckInterval = 60;
const TICK_MS = 1_000;

export interface PlaySessionDeps {
  readonly clock: Clock;
  readonly store: Pick<KeyValueStore, 'get' | 'set' | 'remove'>;
  readonly session: Pick<SessionStore, 'user'>;
  readonly navigation: Pick<Navigation, 'go'>;
}

/**
 * The playing session while a game page is open (issue 18): its clock and net position for the header, and the
 * reality check every 15, 30 or 60 minutes, driven by the core's RealityCheck on the Clock port. The net position is
 * the real balance's change since the session began. The session is kept in the store, so a page load goes on with it
 * (issue 38, item 6); the core's `resumePlaySession` says when it has ended (30 minutes away from the games).
 */
export class PlaySession {
  startedAt: number | null = null;
  now = 0;
  check: RealityCheckReport | null = null;
  /** The interval picked in this page's life; the stored one before that. */
  chosenInterval: RealityCheckInterval | null = null;
  #startMinor = 0;
  #playerId = '';
  #savedAt = 0;
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

  /** The logged-in player, whose arrival after a page load starts or resumes the session. */
  get playerId(): string | null {
    return this.#deps.session.user?.id ?? null;
  }

  get currency() {
    return this.#deps.session.user?.balance.currency ?? null;
  }

  chooseInterval(minutes: RealityCheckInterval): void {
    this.#deps.store.set(REALITY_CHECK_KEY, String(minutes));
    this.chosenInterval = minutes;
    if (this.active) this.#startDriver();
  }

  /**
   * A game page opened: the session goes on where it was (moving between games, a reload, a short visit elsewhere), or
   * a new one starts.
   */
  enter(): void {
    const user = this.#deps.session.user;
    if (this.active || !user) return;
    const { clock, store } = this.#deps;
    const now = clock.now();
    const resumed = resumePlaySession(parsePlaySession(store.get(PLAY_SESSION_KEY)), user.id, now);
    this.#playerId = user.id;
    this.startedAt = resumed?.startedAt ?? now;
    this.now = now;
    this.#startMinor = resumed?.startMinor ?? user.balance.minor;
    this.#save(now);
    this.#ticker = clock.setInterval(
      () =>
        runInAction(() => {
          this.now = clock.now();
          if (this.now - this.#savedAt >= SEEN_EVERY_MS) this.#save(this.now);
        }),
      TICK_MS,
    );
    this.#startDriver();
  }

  /** The player left the games: the clock and the checks stop; the session is kept for their return. */
  leave(): void {
    if (this.startedAt !== null) this.#save(this.#deps.clock.now());
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
          this.#deps.store.remove(PLAY_SESSION_KEY);
          this.#deps.navigation.go('/');
        },
      },
      this.intervalMinutes,
    );
    this.#driver = driver;
    driver.start(this.startedAt ?? undefined);
  }

  /** Notes the session and that the player was on a game page at `seenAt`. */
  #save(seenAt: number): void {
    if (this.startedAt === null) return;
    this.#savedAt = seenAt;
    this.#deps.store.set(
      PLAY_SESSION_KEY,
      JSON.stringify({
        playerId: this.#playerId,
        startedAt: this.startedAt,
        startMinor: this.#startMinor,
        lastSeenAt: seenAt,
      }),
    );
  }
}
