import { makeAutoObservable, runInAction } from 'mobx';
import {
  DEFAULT_CURRENCY,
  fromRoubles,
  moneyFromMajor,
  type ContentApi,
  type Money,
  type ProfileApi,
  type VipLevel,
} from '@casino/core';
import { Loadable, isEmptyList } from '../../components/page/Loadable.ts';
import type { ModalOpener, Notifier, SessionView } from '../../components/page/pagePorts.ts';
import { token } from '../../di/token.ts';

export const VIP_CLUB_VM = token<VipClubViewModel>('VipClubViewModel');

export interface VipLevelRow {
  readonly level: number;
  readonly name: string;
  /**
   * The level's deposits in the player's currency as the contract gives them (`min_deposits`), in roubles to a visitor;
   * an answer without the player's currency falls back to the roubles by the core's fixed table (`fromRoubles`).
   */
  readonly minDeposit: Money | null;
  readonly cashbackPercent: number;
}

export interface VipClubDeps {
  readonly content: Pick<ContentApi, 'vipLevels'>;
  readonly profileApi: Pick<ProfileApi, 'joinVip'>;
  readonly session: Pick<SessionView, 'isLoggedIn' | 'user'>;
  readonly modals: Pick<ModalOpener, 'openWith'>;
  readonly notifier: Notifier;
}

/**
 * The VIP club: its levels and the join request. A logged-in player joins through ProfileApi.joinVip (a 403 is told
 * as profile.error.{error}); a visitor gets the Login modal, and the join is requested once they have logged in (§6).
 */
export class VipClubViewModel {
  readonly levels = new Loadable<readonly VipLevel[]>(isEmptyList);
  joining = false;
  joined = false;
  readonly #deps: VipClubDeps;

  constructor(deps: VipClubDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  get rows(): readonly VipLevelRow[] {
    return [...(this.levels.value ?? [])]
      .sort((a, b) => a.level - b.level)
      .map((level) => {
        const currency = this.#deps.session.user?.currency ?? DEFAULT_CURRENCY;
        // The level's own threshold in the player's currency (issue 34); an API without one, the roubles' by the scale.
        const own = level.minDeposits[currency];
        if (own !== undefined) {
          const money = moneyFromMajor(own, currency);
          return { ...level, minDeposit: money.ok ? money.value : null };
        }
        const roubles = moneyFromMajor(level.minDeposit, DEFAULT_CURRENCY);
        return { ...level, minDeposit: roubles.ok ? fromRoubles(roubles.value.minor, currency) : null };
      });
  }

  /** The player's premium status as the server words it, when they have one. */
  get premiumStatus(): string | null {
    return this.#deps.session.user?.premiumStatus ?? null;
  }

  get isMember(): boolean {
    return this.joined || this.premiumStatus !== null;
  }

  load(): Promise<void> {
    return this.levels.load(() => this.#deps.content.vipLevels());
  }

  async join(): Promise<void> {
    if (this.joining) return;
    if (!this.#deps.session.isLoggedIn) {
      this.#deps.modals.openWith('Login', { joinVip: '1' });
      return;
    }
    this.joining = true;
    const result = await this.#deps.profileApi.joinVip();
    runInAction(() => {
      this.joining = false;
      if (result.ok) {
        this.joined = true;
        this.#deps.notifier.notify({ kind: 'success', titleKey: 'vip:join.success' });
        return;
      }
      if (result.error.kind === 'forbidden' && result.error.error === 'already_member') this.joined = true;
      this.#deps.notifier.notifyError(result.error);
    });
  }

  dispose(): void {
    this.levels.cancel();
  }
}
