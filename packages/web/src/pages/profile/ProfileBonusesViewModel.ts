import { makeAutoObservable, runInAction } from 'mobx';
import {
  FEATURE_BONUS_BALANCES,
  activeFreeSpins,
  isFeatureEnabled,
  type Analytics,
  type BonusActivation,
  type BonusApi,
  type Clock,
  type FreeSpin,
  type FreeSpinsApi,
  type User,
} from '@casino/core';
import { Loadable, isEmptyList } from '../../components/page/Loadable.ts';
import type { SessionView } from '../../components/page/pagePorts.ts';
import { token } from '../../di/token.ts';

export const PROFILE_BONUSES_VM = token<ProfileBonusesViewModel>('ProfileBonusesViewModel');

export interface ProfileBonusesDeps {
  readonly session: Pick<SessionView, 'user'>;
  readonly bonusApi: Pick<BonusApi, 'waitingRegAndDep'>;
  readonly freeSpinsApi: Pick<FreeSpinsApi, 'list'>;
  readonly clock: Pick<Clock, 'now'>;
  readonly flags: Pick<Analytics, 'featureFlags'>;
}

/**
 * The profile's bonus balances (behind the bonus_balances feature, §6): bonus and bonus balance from the profile,
 * the bonuses waiting for a deposit, and how many free spins are still active.
 */
export class ProfileBonusesViewModel {
  readonly waiting = new Loadable<readonly BonusActivation[]>(isEmptyList);
  activeSpins: number | null = null;
  readonly #deps: ProfileBonusesDeps;
  #request = 0;

  constructor(deps: ProfileBonusesDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  get user(): User | null {
    return this.#deps.session.user;
  }

  /** Known once the profile is: the page leaves for /error?errorCode=404 when this turns false (§6). */
  get allowed(): boolean | null {
    const user = this.user;
    if (!user) return null;
    return isFeatureEnabled(FEATURE_BONUS_BALANCES, user.features, this.#deps.flags.featureFlags());
  }

  async load(): Promise<void> {
    const request = ++this.#request;
    void this.waiting.load(() => this.#deps.bonusApi.waitingRegAndDep());
    const spins = await this.#deps.freeSpinsApi.list();
    if (request !== this.#request) return;
    runInAction(() => {
      this.activeSpins = spins.ok ? countSpins(activeFreeSpins(spins.value, this.#deps.clock.now())) : null;
    });
  }

  dispose(): void {
    this.#request += 1;
    this.waiting.cancel();
  }
}

const countSpins = (spins: readonly FreeSpin[]) => spins.reduce((sum, spin) => sum + spin.count, 0);
