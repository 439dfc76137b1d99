import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadProfile, User, VerificationStatus } from '@casino/core';
import type { ModalOpener, SessionView } from '../../components/page/pagePorts.ts';
import { token } from '../../di/token.ts';

export const PROFILE_OVERVIEW_VM = token<ProfileOverviewViewModel>('ProfileOverviewViewModel');

/** The profile overview: who the player is, their balances and where their verification stands (§3, §4). */
export class ProfileOverviewViewModel {
  refreshing = false;
  readonly #session: Pick<SessionView, 'user'>;
  readonly #loadProfile: Pick<LoadProfile, 'execute'>;
  readonly #modals: Pick<ModalOpener, 'open'>;

  constructor(
    session: Pick<SessionView, 'user'>,
    loadProfile: Pick<LoadProfile, 'execute'>,
    modals: Pick<ModalOpener, 'open'>,
  ) {
    this.#session = session;
    this.#loadProfile = loadProfile;
    this.#modals = modals;
    makeAutoObservable(this);
  }

  get user(): User | null {
    return this.#session.user;
  }

  /** The core's reading of the server's word (§4); "none" when the server gave none the spec names. */
  get verification(): VerificationStatus | 'none' {
    return this.user?.verification.status ?? 'none';
  }

  /** The operator's reason, shown while the check stands rejected. */
  get verificationReason(): string | null {
    return this.verification === 'failed' ? (this.user?.verification.reason ?? null) : null;
  }

  get verificationNeeded(): boolean {
    return this.user?.verification.isNeed ?? false;
  }

  /** Fetches the profile again, so balances are current. */
  async refresh(): Promise<void> {
    if (this.refreshing) return;
    this.refreshing = true;
    await this.#loadProfile.execute();
    runInAction(() => (this.refreshing = false));
  }

  deposit(): void {
    this.#modals.open('PayIn');
  }

  openVerification(): void {
    this.#modals.open('Verification');
  }
}
