import { makeAutoObservable, runInAction } from 'mobx';
import {
  checkWithdrawal,
  minPayout,
  moneyFromMajor,
  moneyFromMinor,
  moneyToMajor,
  payoutMethods,
  withdrawableMinor,
  type BillingApi,
  type CancelWithdrawal,
  type ListWithdrawals,
  type Money,
  type PayoutMethod,
  type RequestWithdrawal,
  type Withdrawal,
  type WithdrawalRejection,
} from '@casino/core';
import type { NotificationStore } from '../../../components/notifications/NotificationStore.ts';
import { Loadable, isEmptyList } from '../../../components/page/Loadable.ts';
import type { ModalStore } from '../../../modals/ModalStore.ts';
import type { SessionStore } from '../../../session/SessionStore.ts';
import { token } from '../../../di/token.ts';

export const WITHDRAW_VM = token<WithdrawViewModel>('WithdrawViewModel');

export interface WithdrawDeps {
  readonly session: Pick<SessionStore, 'user'>;
  readonly billingApi: Pick<BillingApi, 'getBillingData'>;
  readonly requestWithdrawal: Pick<RequestWithdrawal, 'execute'>;
  readonly listWithdrawals: Pick<ListWithdrawals, 'execute'>;
  readonly cancelWithdrawal: Pick<CancelWithdrawal, 'execute'>;
  readonly modals: Pick<ModalStore, 'open'>;
  readonly notifier: Pick<NotificationStore, 'notify' | 'notifyError'>;
}

/** A decimal amount as typed: digits with at most two decimals, a comma or a point. */
const AMOUNT_TEXT = /^\d{1,12}(?:[.,]\d{1,2})?$/;

/**
 * The withdrawal page (issue 18): a payout method from the billing data, an amount between the §9 minimum payout and
 * the real balance, a card or an address checked by the core, the Verification modal first when the profile asks
 * for it; below, the withdrawals, a pending one with its cancel.
 */
export class WithdrawViewModel {
  readonly methods = new Loadable<readonly PayoutMethod[]>(isEmptyList);
  readonly withdrawals = new Loadable<readonly Withdrawal[]>();
  methodHash = '';
  amountText = '';
  destination = '';
  attempted = false;
  /** The player confirmed the warning that this request forfeits their unfinished bonus (issue 34). */
  forfeitConfirmed = false;
  busy = false;
  cancelling: string | null = null;
  readonly #deps: WithdrawDeps;

  constructor(deps: WithdrawDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  /** The data of the page's first render: the payout methods and the player's withdrawals (issue 15, item 3). */
  preload(): Promise<unknown> {
    return Promise.all([this.#loadMethods(), this.loadWithdrawals()]);
  }

  start(): void {
    void this.#loadMethods();
    void this.loadWithdrawals();
    if (this.verificationNeeded) this.#deps.modals.open('Verification');
  }

  get verificationNeeded(): boolean {
    return this.#deps.session.user?.verification.isNeed ?? false;
  }

  /** Whether the identity check is passed: the payout rules pay only such a player's withdrawals unreviewed. */
  get identityVerified(): boolean {
    return this.#deps.session.user?.verification.status === 'success';
  }

  openVerification(): void {
    this.#deps.modals.open('Verification');
  }

  get currency() {
    return this.#deps.session.user?.balance.currency ?? null;
  }

  /** The real balance: the bonus balance is never withdrawable (§3). */
  get withdrawable(): Money | null {
    const balance = this.#deps.session.user?.balance;
    return balance ? moneyFromMinor(withdrawableMinor(balance.minor), balance.currency) : null;
  }

  /** The unfinished bonus a request would forfeit: a bonus balance still being wagered, or null. */
  get bonusAtStake(): Money | null {
    const user = this.#deps.session.user;
    return user && user.bonusBalance.minor > 0 && user.bonus.minor > 0 ? user.bonusBalance : null;
  }

  confirmForfeit(confirmed: boolean): void {
    this.forfeitConfirmed = confirmed;
  }

  get minimum(): Money | null {
    return this.currency ? minPayout(this.currency) : null;
  }

  get method(): PayoutMethod | null {
    const list = this.methods.value ?? [];
    return list.find((m) => m.hash === this.methodHash) ?? list[0] ?? null;
  }

  get amount(): Money | null {
    const text = this.amountText.trim();
    if (!this.currency || !AMOUNT_TEXT.test(text)) return null;
    const parsed = moneyFromMajor(Number(text.replace(',', '.')), this.currency);
    return parsed.ok ? parsed.value : null;
  }

  /** What stops the request, by the core's rules; shown once the player has tried. */
  get problem(): WithdrawalRejection | null {
    const method = this.method;
    const user = this.#deps.session.user;
    if (!method || !user || !this.currency) return null;
    const checked = checkWithdrawal({
      currency: this.currency,
      amountMinor: this.amount?.minor ?? Number.NaN,
      balanceMinor: user.balance.minor,
      method: { kind: method.kind, name: method.networkName },
      destination: this.destination,
      verificationNeeded: false,
      bonusAtStake: this.bonusAtStake !== null,
      bonusForfeitConfirmed: this.forfeitConfirmed,
    });
    return checked.ok ? null : checked.error;
  }

  get shownProblem(): WithdrawalRejection | null {
    return this.attempted ? this.problem : null;
  }

  get hasPending(): boolean {
    return (this.withdrawals.value ?? []).some((w) => w.status === 'pending');
  }

  chooseMethod(hash: string): void {
    this.methodHash = hash;
    this.destination = '';
  }

  typeAmount(text: string): void {
    this.amountText = text.replace(/[^0-9.,]/g, '').slice(0, 16);
  }

  typeDestination(text: string): void {
    this.destination = text.slice(0, 128);
  }

  /** Everything the player has: the whole real balance. */
  chooseAll(): void {
    const all = this.withdrawable;
    if (all) this.amountText = String(moneyToMajor(all));
  }

  async submit(): Promise<void> {
    this.attempted = true;
    if (this.verificationNeeded) {
      this.#deps.modals.open('Verification');
      return;
    }
    const method = this.method;
    const user = this.#deps.session.user;
    const amount = this.amount;
    if (!method || !user || !amount || this.problem || this.busy) return;
    this.busy = true;
    const result = await this.#deps.requestWithdrawal.execute({
      currency: amount.currency,
      balanceMinor: user.balance.minor,
      verificationNeeded: false,
      method: { hash: method.hash, kind: method.kind, name: method.networkName },
      amountMinor: amount.minor,
      destination: this.destination,
      bonusAtStake: this.bonusAtStake !== null,
      bonusForfeitConfirmed: this.forfeitConfirmed,
    });
    runInAction(() => (this.busy = false));
    if (result.ok) {
      runInAction(() => {
        this.amountText = '';
        this.destination = '';
        this.attempted = false;
        this.forfeitConfirmed = false;
      });
      this.#deps.notifier.notify({ kind: 'success', titleKey: 'money:withdraw.requested' });
      await this.loadWithdrawals();
      return;
    }
    const error = result.error;
    if (error.kind === 'rejected') return;
    if (error.kind === 'server' && error.messageKey === 'verification_required') {
      this.#deps.modals.open('Verification');
      return;
    }
    this.#deps.notifier.notifyError(error);
  }

  async cancel(id: string): Promise<void> {
    if (this.cancelling !== null) return;
    this.cancelling = id;
    const result = await this.#deps.cancelWithdrawal.execute(id);
    runInAction(() => (this.cancelling = null));
    if (!result.ok) this.#deps.notifier.notifyError(result.error);
    else this.#deps.notifier.notify({ kind: 'success', titleKey: 'money:withdraw.cancelled' });
    await this.loadWithdrawals();
  }

  #loadMethods(): Promise<unknown> {
    return this.methods.load(async () => {
      const data = await this.#deps.billingApi.getBillingData();
      return data.ok ? { ok: true, value: payoutMethods(data.value) } : data;
    });
  }

  loadWithdrawals(): Promise<void> {
    return this.withdrawals.load(() => this.#deps.listWithdrawals.execute());
  }

  dispose(): void {
    this.methods.cancel();
    this.withdrawals.cancel();
  }
}
