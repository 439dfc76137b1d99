import { makeAutoObservable } from 'mobx';
import type { BonusApi, WelcomePack } from '@casino/core';
import { Loadable, isEmptyList } from '../../components/page/Loadable.ts';
import type { ModalOpener, SessionView } from '../../components/page/pagePorts.ts';
import { token } from '../../di/token.ts';

export const WELCOME_PACK_VM = token<WelcomePackViewModel>('WelcomePackViewModel');

/** The welcome pack offered to guests (get-welcome-packs-guest), step by step, and the way to claim it. */
export class WelcomePackViewModel {
  readonly packs = new Loadable<readonly WelcomePack[]>(isEmptyList);
  readonly #bonusApi: Pick<BonusApi, 'welcomePacksGuest'>;
  readonly #session: Pick<SessionView, 'isLoggedIn'>;
  readonly #modals: Pick<ModalOpener, 'open'>;

  constructor(
    bonusApi: Pick<BonusApi, 'welcomePacksGuest'>,
    session: Pick<SessionView, 'isLoggedIn'>,
    modals: Pick<ModalOpener, 'open'>,
  ) {
    this.#bonusApi = bonusApi;
    this.#session = session;
    this.#modals = modals;
    makeAutoObservable(this);
  }

  get isLoggedIn(): boolean {
    return this.#session.isLoggedIn;
  }

  load(): Promise<void> {
    return this.packs.load(() => this.#bonusApi.welcomePacksGuest());
  }

  /** A visitor signs up for the pack; a player starts with the deposit its first step needs. */
  claim(): void {
    this.#modals.open(this.isLoggedIn ? 'PayIn' : 'Register');
  }

  dispose(): void {
    this.packs.cancel();
  }
}
