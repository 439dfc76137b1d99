import { makeAutoObservable, runInAction } from 'mobx';
import {
  amountPresets,
  defaultDepositAmount,
  depositLimits,
  moneyFromMajor,
  moneyToMajor,
  validateDepositAmount,
  type BillingApi,
  type DepositAmountRejection,
  type DepositLimits,
  type InvoiceEnd,
  type InvoiceTracker,
  type Money,
  type PaymentMethod,
  type StartDeposit,
  type TrackedInvoice,
} from '@casino/core';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { ModalStore } from '../ModalStore.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import { DepositLimitStep, type DepositLimitStepDeps } from './DepositLimitStep.ts';

export interface PayInDeps extends DepositLimitStepDeps {
  readonly billingApi: Pick<BillingApi, 'getBillingData'>;
  readonly startDeposit: Pick<StartDeposit, 'execute'>;
  readonly invoiceTracker: Pick<InvoiceTracker, 'current' | 'subscribe'>;
  readonly session: Pick<SessionStore, 'isLoggedIn'>;
  readonly modals: Pick<ModalStore, 'close' | 'open' | 'context'>;
  readonly notifier: Pick<NotificationStore, 'notifyError'>;
  /** The provider's payment page when it may be opened (checked against the host allow-list), else null. */
  readonly safePayUrl: (url: string | null) => string | null;
}

/** A decimal amount as typed: digits with at most two decimals, a comma or a point. */
const AMOUNT_TEXT = /^\d{1,12}(?:[.,]\d{1,2})?$/;

/**
 * PayIn (§4, §5): the methods from billing data, the method's limits and amount presets from the core, the invoice
 * with its countdown; the core's InvoiceTracker polls it to SuccessPayment.
 */
export class PayInViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  methods: readonly PaymentMethod[] = [];
  bonusName: string | null = null;
  /** The code of "Deposit and get the bonus" (the modal's context), carried into the invoice (issue 34). */
  readonly promo: string | null;
  selectedHash: string | null = null;
  amountText = '';
  attempted = false;
  busy = false;
  invoice: TrackedInvoice | null;
  ended: InvoiceEnd | null = null;
  readonly limitStep: DepositLimitStep;
  readonly #deps: PayInDeps;
  readonly #unsubscribe: () => void;

  constructor(deps: PayInDeps) {
    this.#deps = deps;
    this.invoice = deps.invoiceTracker.current();
    this.promo = deps.modals.context['promo'] ?? null;
    this.limitStep = new DepositLimitStep(deps);
    this.#unsubscribe = deps.invoiceTracker.subscribe((state, ended) =>
      runInAction(() => {
        this.invoice = state;
        if (ended) this.ended = ended;
      }),
    );
    makeAutoObservable(this);
  }

  get isLoggedIn(): boolean {
    return this.#deps.session.isLoggedIn;
  }

  get selectedMethod(): PaymentMethod | null {
    return this.methods.find((method) => method.hash === this.selectedHash) ?? null;
  }

  get limits(): DepositLimits | null {
    return this.selectedMethod ? depositLimits(this.selectedMethod) : null;
  }

  get presets(): readonly Money[] {
    return this.selectedMethod ? amountPresets(this.selectedMethod) : [];
  }

  /** The typed amount in the method's currency, or null when it is not an amount. */
  get amount(): Money | null {
    const method = this.selectedMethod;
    const text = this.amountText.trim();
    if (!method || !AMOUNT_TEXT.test(text)) return null;
    const parsed = moneyFromMajor(Number(text.replace(',', '.')), method.currency);
    return parsed.ok ? parsed.value : null;
  }

  get amountProblem(): DepositAmountRejection | null {
    const method = this.selectedMethod;
    if (!method) return null;
    const amount = this.amount;
    if (!amount) return { reason: 'invalid_amount' };
    const valid = validateDepositAmount(method, amount);
    return valid.ok ? null : valid.error;
  }

  /** Shown once the player has tried to pay, or as soon as a typed amount is out of bounds. */
  get shownAmountProblem(): DepositAmountRejection | null {
    const problem = this.amountProblem;
    if (!problem) return null;
    return this.attempted || problem.reason !== 'invalid_amount' ? problem : null;
  }

  get payUrl(): string | null {
    return this.invoice ? this.#deps.safePayUrl(this.invoice.invoice.payUrl) : null;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const [result] = await Promise.all([this.#deps.billingApi.getBillingData(), this.limitStep.check()]);
    runInAction(() => {
      if (!result.ok) {
        this.status = 'failed';
        return;
      }
      this.methods = [...result.value.methods, ...result.value.cryptoPayments];
      this.bonusName = result.value.bonusName;
      this.status = 'ready';
      const first = this.methods[0];
      if (first) this.chooseMethod(first.hash);
    });
  }

  chooseMethod(hash: string): void {
    const method = this.methods.find((candidate) => candidate.hash === hash);
    if (!method) return;
    this.selectedHash = hash;
    this.amountText = String(moneyToMajor(defaultDepositAmount(method)));
    this.attempted = false;
  }

  choosePreset(amount: Money): void {
    this.amountText = String(moneyToMajor(amount));
  }

  typeAmount(text: string): void {
    this.amountText = text.replace(/[^0-9.,]/g, '').slice(0, 16);
  }

  async submitDeposit(): Promise<void> {
    this.attempted = true;
    const method = this.selectedMethod;
    const amount = this.amount;
    if (!method || !amount || this.amountProblem || this.busy) return;
    this.busy = true;
    this.ended = null;
    const result = await this.#deps.startDeposit.execute(method, amount, this.promo ?? undefined);
    runInAction(() => (this.busy = false));
    if (!result.ok && result.error.kind !== 'amountRejected') this.#deps.notifier.notifyError(result.error);
  }

  /** After an expired invoice: back to the form. */
  startOver(): void {
    this.ended = null;
    this.attempted = false;
  }

  logInFirst(): void {
    this.#deps.modals.open('Login');
  }

  close(): void {
    this.#deps.modals.close('PayIn');
  }

  dispose(): void {
    this.#unsubscribe();
  }
}
