import type { BillingData, Invoice, InvoiceStatus } from '../domain/billing.ts';
import type { Money } from '../domain/money.ts';
import type { ApiResult } from './AuthApi.ts';

export interface BillingApi {
  /** GET /api/v2/billing/data. */
  getBillingData(): ApiResult<BillingData>;
  /** Creates a deposit invoice (call not shown in the spec; see docs/contract.md). */
  createInvoice(methodHash: string, amount: Money, promo?: string): ApiResult<Invoice>;
  /** GET /billing/payment/status/{invoiceId}. */
  getPaymentStatus(invoiceId: string): ApiResult<InvoiceStatus>;
}
