import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import {
  activeFreeSpins,
  notificationFor,
  promoRefusalOf,
  type BonusActivation,
  type BonusApi,
  type Clock,
  type ContentApi,
  type FreeSpin,
  type FreeSpinsApi,
  type GameCard,
} from '@casino/core';
import { Loadable, isEmptyList } from '../../components/page/Loadable.ts';
import type { ModalOpener, SessionView } from '../../components/page/pagePorts.ts';
import { CampaignTitles } from './CampaignTitles.ts';
import { FreeSpinCancel } from './FreeSpinCancel.ts';
import { PromoCodeCheck } from './PromoCodeCheck.ts';
import { token } from '../../di/token.ts';

export const BONUSES_VM = token<BonusesViewModel>('BonusesViewModel');

export interface BonusesDeps {
  readonly bonusApi: Pick<BonusApi, 'waitingRegAndDep' | 'promoBonus' | 'takePromo'>;
  readonly freeSpinsApi: Pick<FreeSpinsApi, 'list' | 'cancel' | 'campaign'>;
  readonly content: Pick<ContentApi, 'games'>;
  readonly clock: Pick<Clock, 'now'>;
  readonly session: Pick<SessionView, 'isLoggedIn'>;
  readonly modals: ModalOpener;
}

export interface FreeSpinRow {
  readonly spin: FreeSpin;
  /** The game the spins are for, when the lobby knows it. */
  readonly game: GameCard | null;
}

/**
 * The bonuses page: the bonus activations waiting for registration and a deposit, the promo code check, and for a
 * logged-in player the free spins that are still active (§4: expiration_at in the future), which a campaign's may
 * give up after a confirmation.
 */
export class BonusesViewModel {
  readonly activations = new Loadable<readonly BonusActivation[]>(isEmptyList);
  readonly freeSpins = new Loadable<readonly FreeSpin[]>((spins) => spins.length === 0);
  readonly games = new Loadable<readonly GameCard[]>();
  readonly promo: PromoCodeCheck;
  readonly cancel: FreeSpinCancel;
  readonly campaigns: CampaignTitles;
  /** Taking the checked code is under way. */
  claiming = false;
  readonly #deps: BonusesDeps;
  #stop: IReactionDisposer | null = null;

  constructor(deps: BonusesDeps) {
    this.#deps = deps;
    this.promo = new PromoCodeCheck(deps.bonusApi);
    this.campaigns = new CampaignTitles(deps.freeSpinsApi);
    this.cancel = new FreeSpinCancel(deps.freeSpinsApi, () => void this.loadFreeSpins());
    makeAutoObservable(this);
  }

  get isLoggedIn(): boolean {
    return this.#deps.session.isLoggedIn;
  }

  /** Active spins only; the server also lists spent and lapsed grants. */
  get activeFreeSpins(): readonly FreeSpinRow[] {
    const games = this.games.value ?? [];
    return activeFreeSpins(this.freeSpins.value ?? [], this.#deps.clock.now()).map((spin) => ({
      spin,
      game: games.find((game) => game.id === spin.gameId) ?? null,
    }));
  }

  get hasNoActiveFreeSpins(): boolean {
    return (
      this.freeSpins.status === 'empty' ||
      (this.freeSpins.status === 'ready' && this.activeFreeSpins.length === 0)
    );
  }

  /**
   * The data of the page's first render: what registration and a deposit unlock, and a player's free spins with
   * their games and campaigns (the calls `start()` makes). On the server, and in the browser while it hydrates.
   */
  preload(): Promise<unknown> {
    const activations = this.activations.load(() => this.#deps.bonusApi.waitingRegAndDep());
    if (!this.isLoggedIn) return activations;
    return Promise.all([
      activations,
      this.loadFreeSpins(),
      this.games.load(() => this.#deps.content.games()),
    ]);
  }

  /** Loads now and again when the player logs in or out: what is waiting and the free spins depend on who asks. */
  start(): void {
    this.#stop?.();
    this.#stop = reaction(
      () => this.isLoggedIn,
      (loggedIn) => {
        void this.activations.load(() => this.#deps.bonusApi.waitingRegAndDep());
        if (loggedIn) {
          void this.loadFreeSpins();
          if (this.games.status !== 'ready') void this.games.load(() => this.#deps.content.games());
        } else {
          this.freeSpins.cancel();
        }
      },
      { fireImmediately: true },
    );
  }

  /** The spins, then the titles of the campaigns behind the active ones. */
  async loadFreeSpins(): Promise<void> {
    await this.freeSpins.load(() => this.#deps.freeSpinsApi.list());
    await this.campaigns.load(this.activeFreeSpins.map(({ spin }) => spin.campaignId));
  }

  /**
   * A visitor signs up with the checked code. A player takes it first (it then waits for their deposit) and is sent
   * to the deposit only once the API has taken it: a code it refuses is said, and no deposit is asked for it.
   */
  async claimPromo(): Promise<void> {
    const found = this.promo.found;
    if (!found || !this.promo.claimable || this.claiming) return;
    if (!this.isLoggedIn) {
      this.#deps.modals.openWith('Register', { promo: found.code });
      return;
    }
    this.claiming = true;
    const taken = await this.#deps.bonusApi.takePromo(found.code);
    runInAction(() => {
      this.claiming = false;
      if (taken.ok) {
        this.#deps.modals.openWith('PayIn', { promo: found.code });
        void this.activations.load(() => this.#deps.bonusApi.waitingRegAndDep());
        return;
      }
      const refusal = promoRefusalOf(taken.error);
      if (refusal) this.promo.refuse(refusal);
      else this.promo.error = { key: `errors:${notificationFor(taken.error).titleKey}` };
    });
  }

  signUp(): void {
    this.#deps.modals.open('Register');
  }

  dispose(): void {
    this.#stop?.();
    this.#stop = null;
    this.activations.cancel();
    this.freeSpins.cancel();
    this.games.cancel();
    this.promo.cancel();
  }
}
