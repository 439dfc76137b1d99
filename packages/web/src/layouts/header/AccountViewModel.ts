import { makeAutoObservable, runInAction } from 'mobx';
import type { LogOut } from '@casino/core';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { ModalStore } from '../../modals/ModalStore.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import { token } from '../../di/token.ts';

export const ACCOUNT_VM = token<AccountViewModel>('AccountViewModel');

export interface AccountDeps {
  readonly session: Pick<SessionStore, 'isLoggedIn' | 'user'>;
  readonly modals: Pick<ModalStore, 'open'>;
  readonly logOut: Pick<LogOut, 'execute'>;
  readonly notifier: Pick<NotificationStore, 'notify'>;
}

/** The header's account area: a guest's way in, a player's balance, deposit, verification and logout. */
export class AccountViewModel {
  busy = false;
  readonly #deps: AccountDeps;

  constructor(deps: AccountDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  get isLoggedIn(): boolean {
    return this.#deps.session.isLoggedIn;
  }

  get balance() {
    return this.#deps.session.user?.balance ?? null;
  }

  /** The bonus account and the total, shown in the balance's tooltip. */
  get balanceDetails() {
    const user = this.#deps.session.user;
    return user ? { bonus: user.bonusBalance, total: user.totalBalance } : null;
  }

  /** §6: a player whose identity must be verified is offered the Verification status view. */
  get needsVerification(): boolean {
    return this.#deps.session.user?.verification.isNeed ?? false;
  }

  openLogin(): void {
    this.#deps.modals.open('Login');
  }

  openRegister(): void {
    this.#deps.modals.open('Register');
  }

  openDeposit(): void {
    this.#deps.modals.open('PayIn');
  }

  openVerification(): void {
    this.#deps.modals.open('Verification');
  }

  /** Logs out locally even when the server does not answer (the core's LogOut), then says so. */
  async logOut(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    await this.#deps.logOut.execute();
    runInAction(() => (this.busy = false));
    this.#deps.notifier.notify({ kind: 'info', titleKey: 'layout:header.loggedOut' });
  }
}
