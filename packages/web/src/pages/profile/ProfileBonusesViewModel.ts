import { makeAutoObservable, runInAction } from 'mobx';
import {
  ANALYTICS_FLAG_TIMEOUT_MS,
  FEATURE_BONUS_BALANCES,
  activeFreeSpins,
  isFeatureEnabled,
  type Analytics,
  type BonusActivation,
  type BonusApi,
  type BonusProgress,
  type Clock,
  type FreeSpin,
  type FreeSpinsApi,
  type User,
} from '@casino/core';
import { Loadable, isEmptyList } from '../../components/page/Loadable.ts';
import type { SessionView } from '../../components/page/pagePorts.ts';
import { token } from '../../di/token.ts';

/** How long a page rendered on the server waits for the flag service in the browser before closing (§6). */
export const FLAGS_AFTER_SERVER_RENDER_MS = ANALYTICS_FLAG_TIMEOUT_MS + 7_000;

export const PROFILE_BONUSES_VM = token<ProfileBonusesViewModel>('ProfileBonusesViewModel');

export interface ProfileBonusesDeps {
  readonly session: Pick<SessionView, 'user'>;
  readonly bonusApi: Pick<BonusApi, 'waitingRegAndDep' | 'bonusProgress'>;
  readonly freeSpinsApi: Pick<FreeSpinsApi, 'list'>;
  readonly clock: Pick<Clock, 'now' | 'setTimeout'>;
  readonly flags: Pick<Analytics, 'featureFlags' | 'featureFlagsLoaded' | 'requestFeatureFlags'>;
}

/**
 * The profile's bonus balances (behind the bonus_balances feature, §6): bonus and bonus balance from the profile,
 * the bonuses waiting for a deposit, and how many free spins are still active.
 */
export class ProfileBonusesViewModel {
  readonly waiting = new Loadable<readonly BonusActivation[]>(isEmptyList);
  activeSpins: number | null = null;
  /** The running bonus's wagering from the API's figures (issue 34); null when none runs or not read yet. */
  progress: BonusProgress | null = null;
  /** The flag service did not answer in time after a page rendered on the server. */
  flagsWaitOver = false;
  readonly #deps: ProfileBonusesDeps;
  #request = 0;

  constructor(deps: ProfileBonusesDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  get user(): User | null {
    return this.#deps.session.user;
  }

  /**
   * Known once the profile is, and, when only the flag service could open the page, once it has answered (a page
   * rendered on the server is let through to wait for the flags here): the page leaves for /error?errorCode=404 when
   * this turns false (§6).
   */
  get allowed(): boolean | null {
    const user = this.user;
    if (!user) return null;
    const { flags } = this.#deps;
    if (isFeatureEnabled(FEATURE_BONUS_BALANCES, user.features, flags.featureFlags())) return true;
    return flags.featureFlagsLoaded || this.flagsWaitOver ? false : null;
  }

  /**
   * What the server could know: the player's own features, not the flags (the browser asks for those). The page
   * hydrates with this, so its first render in the browser matches the server's HTML whenever the flags arrive.
   */
  get allowedByFeatures(): boolean | null {
    const user = this.user;
    if (!user) return null;
    return isFeatureEnabled(FEATURE_BONUS_BALANCES, user.features, []) ? true : null;
  }

  /**
   * Waits for the flags after a render on the server, where the gate let the page through; returns the stop. The
   * flag service is asked now (the analytics would otherwise start once the first page has settled), with the gate's
   * own timeout: the wait covers the library's load and that request. A flag service that fails answers sooner (no
   * flags), closing the page then.
   */
  waitForFlags(): () => void {
    this.#deps.flags.requestFeatureFlags();
    const timer = this.#deps.clock.setTimeout(() => {
      runInAction(() => {
        this.flagsWaitOver = true;
      });
    }, FLAGS_AFTER_SERVER_RENDER_MS);
    return () => timer.cancel();
  }

  /**
   * The data of the page's first render: what is waiting and the active free spins (issue 15, item 3); the feature
   * flags come from the analytics library, in the browser only.
   */
  preload(): Promise<void> {
    return this.load();
  }

  /** What is waiting and the active free spins, side by side; resolves once both are in. */
  async load(): Promise<void> {
    const request = ++this.#request;
    const waiting = this.waiting.load(() => this.#deps.bonusApi.waitingRegAndDep());
    const spins = await this.#deps.freeSpinsApi.list();
    if (request === this.#request) {
      runInAction(() => {
        this.activeSpins = spins.ok ? countSpins(activeFreeSpins(spins.value, this.#deps.clock.now())) : null;
      });
    }
    await waiting;
  }

  /** The wagering progress, read in the browser each time the page opens. */
  async loadProgress(): Promise<void> {
    const request = this.#request;
    const answer = await this.#deps.bonusApi.bonusProgress();
    if (request === this.#request && answer.ok) runInAction(() => (this.progress = answer.value));
  }

  dispose(): void {
    this.#request += 1;
    this.waiting.cancel();
  }
}

const countSpins = (spins: readonly FreeSpin[]) => spins.reduce((sum, spin) => sum + spin.count, 0);
