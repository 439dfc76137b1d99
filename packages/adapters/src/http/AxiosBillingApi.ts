import type { AxiosInstance } from 'axios';
import {
  moneyToMajor,
  type ApiResult,
  type BillingApi,
  type BillingData,
  type Invoice,
  type InvoiceStatus,
  type Money,
} from '@casino/core';
import { send } from './send.ts';
import { billingDataSchema, invoiceSchema, invoiceStatusSchema } from './schemas/billing.ts';

/** Billing calls of §7 and the contract's deposit call over HTTP; amounts leave as major units. */
export class AxiosBillingApi implements BillingApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  getBillingData(): ApiResult<BillingData> {
    return send(this.#http, { method: 'get', url: '/api/v2/billing/data' }, billingDataSchema);
  }

  createInvoice(methodHash: string, amount: Money, promo?: string): ApiResult<Invoice> {
    return send(
      this.#http,
      {
        method: 'post',
        url: '/api/v2/billing/payment',
        data: { method: methodHash, amount: moneyToMajor(amount), ...(promo !== undefined && { promo }) },
      },
      invoiceSchema(amount.currency),
    );
  }

  getPaymentStatus(invoiceId: string): ApiResult<InvoiceStatus> {
    return send(
      this.#http,
      { method: 'get', url: `/billing/payment/status/${encodeURIComponent(invoiceId)}` },
      invoiceStatusSchema,
    );
  }
}
