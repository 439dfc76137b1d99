import type { Context, Hono } from 'hono';
import { contentLang, type ContentLang } from '../http/request.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { invoicePage, paymentResultPage } from './payPage.ts';
import {
  expireStaleInvoices,
  findInvoiceByHash,
  INVOICE_CREATED,
  INVOICE_PAID,
  payInvoice,
} from './invoiceStore.ts';
import { findMethod } from './paymentMethodStore.ts';

const HASH = /^[a-f0-9]{32}$/;
const LANGS: readonly ContentLang[] = ['ru', 'en', 'kz', 'br'];

/** The language the deposit was made in (the pay link carries it), else the browser's. */
function payLang(c: Context): ContentLang {
  const asked = c.req.query('lang');
  return LANGS.find((lang) => lang === asked) ?? contentLang(c);
}

/** The payment provider's side, served here: the invoice's `pay_url`. */
export function payPageRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/pay/:hash', (c) => {
    const hash = c.req.param('hash');
    expireStaleInvoices(deps);
    const invoice = HASH.test(hash) ? findInvoiceByHash(deps, hash) : undefined;
    const lang = payLang(c);
    if (!invoice) return paymentResultPage(c, 'not_found', lang);
    if (invoice.status === INVOICE_PAID) return paymentResultPage(c, 'already_paid', lang);
    if (invoice.status !== INVOICE_CREATED) return paymentResultPage(c, 'expired', lang);
    const method = findMethod(deps, invoice.method_hash);
    const secondsLeft = Math.max(
      0,
      Math.floor((invoice.created_at + invoice.life_time * 1000 - deps.clock.now()) / 1000),
    );
    const methodName = lang === 'ru' ? method?.name : (method?.name_en ?? method?.name);
    return invoicePage(c, invoice, methodName ?? invoice.method_hash, secondsLeft, lang);
  });

  app.post('/pay/:hash', (c) => {
    const hash = c.req.param('hash');
    const invoice = HASH.test(hash) ? findInvoiceByHash(deps, hash) : undefined;
    return paymentResultPage(c, invoice ? payInvoice(deps, invoice.id) : 'not_found', payLang(c));
  });
}
