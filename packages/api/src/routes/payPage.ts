import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps.ts';
import { invoicePage, paymentResultPage } from '../pages/payPage.ts';
import {
  expireStaleInvoices,
  findInvoiceByHash,
  INVOICE_CREATED,
  INVOICE_PAID,
  payInvoice,
} from '../store/invoices.ts';
import { findMethod } from '../store/paymentMethods.ts';

const HASH = /^[a-f0-9]{32}$/;

/** The payment provider's side, served here: the invoice's `pay_url`. */
export function payPageRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/pay/:hash', (c) => {
    const hash = c.req.param('hash');
    expireStaleInvoices(deps);
    const invoice = HASH.test(hash) ? findInvoiceByHash(deps, hash) : undefined;
    if (!invoice) return paymentResultPage(c, 'not_found');
    if (invoice.status === INVOICE_PAID) return paymentResultPage(c, 'already_paid');
    if (invoice.status !== INVOICE_CREATED) return paymentResultPage(c, 'expired');
    const method = findMethod(deps, invoice.method_hash);
    const secondsLeft = Math.max(
      0,
      Math.floor((invoice.created_at + invoice.life_time * 1000 - deps.clock.now()) / 1000),
    );
    return invoicePage(c, invoice, method?.name_en ?? method?.name ?? invoice.method_hash, secondsLeft);
  });

  app.post('/pay/:hash', (c) => {
    const hash = c.req.param('hash');
    const invoice = HASH.test(hash) ? findInvoiceByHash(deps, hash) : undefined;
    return paymentResultPage(c, invoice ? payInvoice(deps, invoice.id) : 'not_found');
  });
}
