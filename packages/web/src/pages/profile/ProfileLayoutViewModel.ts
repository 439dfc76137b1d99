import { makeAutoObservable } from 'mobx';
import { FEATURE_BONUS_BALANCES, isFeatureEnabled, type Analytics, type User } from '@casino/core';
import type { ModalOpener, SessionView } from '../../components/page/pagePorts.ts';
import { token } from '../../di/token.ts';

export const PROFILE_LAYOUT_VM = token<ProfileLayoutViewModel>('ProfileLayoutViewModel');

/** anonymous: no session; loading: a session whose profile is still on its way; ready: the player is known. */
export type ProfileAccess = 'anonymous' | 'loading' | 'ready';

/**
 * The profile area (§6: logged-in players only). A visitor who opens it gets the Login modal once and a clear
 * message; the bonuses page is offered only with the bonus_balances feature.
 */
export class ProfileLayoutViewModel {
  readonly #session: Pick<SessionView, 'isLoggedIn' | 'user'>;
  readonly #modals: Pick<ModalOpener, 'open'>;
  readonly #flags: Pick<Analytics, 'featureFlags'>;

  constructor(
    session: Pick<SessionView, 'isLoggedIn' | 'user'>,
    modals: Pick<ModalOpener, 'open'>,
    flags: Pick<Analytics, 'featureFlags'>,
  ) {
    this.#session = session;
    this.#modals = modals;
    this.#flags = flags;
    makeAutoObservable(this);
  }

  get access(): ProfileAccess {
    if (!this.#session.isLoggedIn) return 'anonymous';
    return this.#session.user ? 'ready' : 'loading';
  }

  get user(): User | null {
    return this.#session.user;
  }

  get offersBonuses(): boolean {
    const user = this.#session.user;
    return !!user && isFeatureEnabled(FEATURE_BONUS_BALANCES, user.features, this.#flags.featureFlags());
  }

  /** What the server renders, knowing no flags: the menu hydrates with this, then follows the flags (§6). */
  get offersBonusesByFeatures(): boolean {
    const user = this.#session.user;
    return !!user && isFeatureEnabled(FEATURE_BONUS_BALANCES, user.features, []);
  }

  /** Opening the profile without a session asks for a login straight away. */
  enter(): void {
    if (this.access === 'anonymous') this.askToLogIn();
  }

  askToLogIn(): void {
    this.#modals.open('Login');
  }
}
