import { randomInt } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { share, toMajor } from '../money.ts';
import { confirmDeposit, expireDeposit, openDeposit } from '../money/money.ts';
import { demoCardNumber, demoPhoneNumber } from './demoRecipients.ts';
import { newHexId } from '../security/tokens.ts';
import type { MethodRow } from './paymentMethodStore.ts';
import { grantDepositBonuses } from '../bonuses/promotionStore.ts';
import { payWelcomeStep } from '../bonuses/welcomePackStore.ts';

/** Invoice statuses as the client polls them (§4): 1 created, 3 paid, 4 expired. */
export const INVOICE_CREATED = 1;
export const INVOICE_PAID = 3;
export const INVOICE_EXPIRED = 4;

export interface InvoiceRow {
  id: number;
  hash: string;
  player_id: number;
  method_hash: string;
  currency: string;
  amount_minor: number;
  commission_minor: number;
  shop_amount_minor: number;
  life_time: number;
  card_number: string | null;
  phone_number: string | null;
  sum_was_changed: number;
  status: number;
  created_at: number;
  paid_at: number | null;
  /** The promo code the deposit was opened for (issue 34), granted with its payment; null for a plain deposit. */
  promo_code: string | null;
}

/**
 * Where the player sends money: a card for card methods, a phone number for transfers by phone. The payment provider
 * is the local demonstration's stand-in, so both are values no one can receive money on (demoRecipients.ts).
 */
function recipient(method: MethodRow): { card: string | null; phone: string | null } {
  if (method.kind === 'card') return { card: demoCardNumber(), phone: null };
  if (method.kind === 'phone') return { card: null, phone: demoPhoneNumber(method.currency) };
  return { card: null, phone: null };
}

/**
 * Marks lapsed invoices expired (and their history entries). Expiry is computed from the clock,
 * so it needs no timer: every read that cares calls this first.
 */
export function expireStaleInvoices(deps: Deps): void {
  const now = deps.clock.now();
  const stale = deps.db.all<{ id: number }>(
    'SELECT id FROM invoices WHERE status = ? AND created_at + life_time * 1000 <= ?',
    INVOICE_CREATED,
    now,
  );
  if (stale.length === 0) return;
  deps.db.transaction(() => {
    for (const { id } of stale) {
      deps.db.run('UPDATE invoices SET status = ? WHERE id = ?', INVOICE_EXPIRED, id);
      expireDeposit(deps, `invoice:${id}`);
    }
  });
}

/**
 * A new deposit invoice. Transfers by phone get a few extra minor units so the provider can match the payment
 * (the answer's `sum_was_changed`).
 */
export function createInvoice(
  deps: Deps,
  playerId: number,
  method: MethodRow,
  requestedMinor: number,
  promoCode: string | null = null,
): InvoiceRow {
  const now = deps.clock.now();
  const sumChanged = method.kind === 'phone';
  const amount = sumChanged ? requestedMinor + randomInt(1, 100) : requestedMinor;
  const commission = share(amount, method.commission_bp);
  const to = recipient(method);
  return deps.db.transaction(() => {
    const id = deps.db.run(
      `INSERT INTO invoices (hash, player_id, method_hash, currency, amount_minor, commission_minor, shop_amount_minor,
         life_time, card_number, phone_number, sum_was_changed, status, created_at, promo_code)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      newHexId(),
      playerId,
      method.hash,
      method.currency,
      amount,
      commission,
      amount - commission,
      deps.config.invoiceLifeTimeSeconds,
      to.card,
      to.phone,
      sumChanged ? 1 : 0,
      INVOICE_CREATED,
      now,
      promoCode,
    ).lastId;
    openDeposit(deps, {
      playerId,
      amountMinor: amount - commission,
      currency: method.currency,
      reference: `invoice:${id}`,
      at: now,
    });
    return deps.db.get<InvoiceRow>('SELECT * FROM invoices WHERE id = ?', id) as InvoiceRow;
  });
}

export function findInvoice(deps: Deps, id: number): InvoiceRow | undefined {
  return deps.db.get<InvoiceRow>('SELECT * FROM invoices WHERE id = ?', id);
}

export function findInvoiceByHash(deps: Deps, hash: string): InvoiceRow | undefined {
  return deps.db.get<InvoiceRow>('SELECT * FROM invoices WHERE hash = ?', hash);
}

export type PayOutcome = 'paid' | 'already_paid' | 'expired' | 'not_found';

/** The provider confirms payment: status 3, the balance credited, waiting bonuses granted; once only. */
export function payInvoice(deps: Deps, id: number): PayOutcome {
  expireStaleInvoices(deps);
  return deps.db.transaction((): PayOutcome => {
    const invoice = findInvoice(deps, id);
    if (!invoice) return 'not_found';
    if (invoice.status === INVOICE_PAID) return 'already_paid';
    if (invoice.status !== INVOICE_CREATED) return 'expired';
    const now = deps.clock.now();
    deps.db.run('UPDATE invoices SET status = ?, paid_at = ? WHERE id = ?', INVOICE_PAID, now, id);
    confirmDeposit(deps, invoice.player_id, `invoice:${id}`);
    const deposit = {
      playerId: invoice.player_id,
      amountMinor: invoice.shop_amount_minor,
      currency: invoice.currency,
    };
    // The promo codes waiting for it, then the welcome pack's step for a player who joined it (issue 34).
    const granted = grantDepositBonuses(deps, deposit.playerId, deposit.amountMinor, deposit.currency);
    payWelcomeStep(deps, deposit, granted);
    return 'paid';
  });
}

/** The invoice as the client sees it; its pay link carries the language the deposit was made in. */
export function invoiceAnswer(invoice: InvoiceRow, base: string, lang: string) {
  return {
    id: invoice.id,
    hash: invoice.hash,
    amount: toMajor(invoice.amount_minor),
    shop_amount: toMajor(invoice.shop_amount_minor),
    commission: toMajor(invoice.commission_minor),
    life_time: invoice.life_time,
    card: { card_number: invoice.card_number, phone_number: invoice.phone_number },
    sum_was_changed: invoice.sum_was_changed === 1,
    // The local API's payment provider is a stand-in: no payment is taken, and the card or phone reaches no one.
    demo: true,
    pay_url: `${base}/pay/${invoice.hash}?lang=${encodeURIComponent(lang)}`,
    ...(invoice.promo_code !== null && { promo_code: invoice.promo_code }),
  };
}
