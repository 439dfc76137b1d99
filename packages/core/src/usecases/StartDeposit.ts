import { validateDepositAmount, type DepositAmountRejection } from '../domain/amountPresets.ts';
import type { Invoice, PaymentMethod } from '../domain/billing.ts';
import type { DomainError } from '../domain/errors.ts';
import type { Money } from '../domain/money.ts';
import { err, ok, type Result } from '../domain/result.ts';
import type { BillingApi } from '../ports/BillingApi.ts';
import type { InvoiceTracker } from './InvoiceTracker.ts';

export type StartDepositFailure =
  | DomainError
  /** The amount is outside the method's limits (§5); nothing was sent. */
  | { readonly kind: 'amountRejected'; readonly rejection: DepositAmountRejection };

export interface StartDepositDeps {
  readonly billingApi: Pick<BillingApi, 'createInvoice'>;
  readonly invoiceTracker: Pick<InvoiceTracker, 'track'>;
}

/** A deposit (§4): the amount checked against the method's limits, the invoice created and then tracked to payment. */
export class StartDeposit {
  readonly #deps: StartDepositDeps;

  constructor(deps: StartDepositDeps) {
    this.#deps = deps;
  }

  /** `promo`: the code the deposit is for ("Deposit and get the bonus"), carried into the invoice. */
  async execute(
    method: PaymentMethod,
    amount: Money,
    promo?: string,
  ): Promise<Result<Invoice, StartDepositFailure>> {
    const valid = validateDepositAmount(method, amount);
    if (!valid.ok) return err({ kind: 'amountRejected', rejection: valid.error });
    const invoice = await this.#deps.billingApi.createInvoice(method.hash, valid.value, promo);
    if (!invoice.ok) return invoice;
    this.#deps.invoiceTracker.track(invoice.value);
    return ok(invoice.value);
  }
}
