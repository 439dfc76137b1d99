import { makeAutoObservable } from 'mobx';
import type { ProfileApi, VipStatus } from '@casino/core';
import { token } from '../../di/token.ts';
import { Loadable } from '../page/Loadable.ts';
import type { SessionView } from '../page/pagePorts.ts';

export const VIP_PROGRESS_VM = token<VipProgressModel>('VipProgressModel');

export interface VipProgressDeps {
  readonly profileApi: Pick<ProfileApi, 'getVipStatus'>;
  readonly session: Pick<SessionView, 'isLoggedIn'>;
}

/**
 * A member's place in the VIP club (issue 34), for the VIP page and the profile: the level their confirmed deposits
 * reached, the way to the next one and the weekly cashback, all as the API figures them.
 */
export class VipProgressModel {
  readonly status = new Loadable<VipStatus>();
  readonly #deps: VipProgressDeps;

  constructor(deps: VipProgressDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  /** The status of a member with a level; null for a visitor, a player outside the club, or before it loads. */
  get member(): VipStatus | null {
    const status = this.status.value;
    return status?.member && status.level ? status : null;
  }

  /** How far the deposits have come from this level's threshold to the next one's, 0 to 1. */
  get share(): number {
    const member = this.member;
    if (!member?.level || !member.nextLevel || !member.deposits) return 1;
    const from = member.level.minDeposit.minor;
    const span = member.nextLevel.minDeposit.minor - from;
    return span > 0 ? Math.min(1, Math.max(0, (member.deposits.minor - from) / span)) : 1;
  }

  /** Whether a player is logged in: a page reads the status again when this changes (a login, a restored session). */
  get loggedIn(): boolean {
    return this.#deps.session.isLoggedIn;
  }

  load(): Promise<void> {
    if (!this.#deps.session.isLoggedIn) return Promise.resolve();
    return this.status.load(() => this.#deps.profileApi.getVipStatus());
  }

  dispose(): void {
    this.status.cancel();
  }
}
