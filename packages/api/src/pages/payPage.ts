import type { Context } from 'hono';
import { toMajor } from '../money.ts';
import type { InvoiceRow } from '../store/invoices.ts';
import { escapeHtml, renderPage, scriptValue } from './html.ts';

const formatAmount = (minor: number, currency: string) =>
  `${toMajor(minor).toLocaleString('en-US', { minimumFractionDigits: 2 })} ${currency}`;

/** The payment provider's page: what to pay, to whom, how long is left, and a button that confirms the transfer. */
export function invoicePage(c: Context, invoice: InvoiceRow, method: string, secondsLeft: number): Response {
  const to = invoice.card_number
    ? `<dt>Card</dt><dd>${escapeHtml(invoice.card_number)}</dd>`
    : invoice.phone_number
      ? `<dt>Phone</dt><dd>${escapeHtml(invoice.phone_number)}</dd>`
      : '';
  return renderPage(c, {
    title: `Invoice ${invoice.id}`,
    body: `<h1>Payment of invoice #${invoice.id}</h1>
<dl>
  <dt>Method</dt><dd>${escapeHtml(method)}</dd>
  <dt>Amount</dt><dd>${escapeHtml(formatAmount(invoice.amount_minor, invoice.currency))}</dd>
  <dt>Commission</dt><dd>${escapeHtml(formatAmount(invoice.commission_minor, invoice.currency))}</dd>
  ${to}
  <dt>Time left</dt><dd id="left">${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}</dd>
</dl>
<form method="post"><div class="actions"><button class="primary">Confirm payment</button></div></form>`,
    script: `(function () {
  var left = ${scriptValue(secondsLeft)};
  var node = document.getElementById('left');
  setInterval(function () {
    left = Math.max(0, left - 1);
    node.textContent = Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0');
  }, 1000);
})();`,
  });
}

export function paymentResultPage(
  c: Context,
  outcome: 'paid' | 'already_paid' | 'expired' | 'not_found',
): Response {
  switch (outcome) {
    case 'paid':
    case 'already_paid':
      return renderPage(c, {
        title: 'Payment received',
        body: '<h1>Payment received</h1><p>The money is on your balance. You can close this page and return to the site.</p>',
      });
    case 'expired':
      return renderPage(c, {
        title: 'Invoice expired',
        status: 422,
        body: '<h1>This invoice has expired</h1><p>Return to the site and create a new deposit.</p>',
      });
    case 'not_found':
      return renderPage(c, {
        title: 'Invoice not found',
        status: 404,
        body: '<h1>Invoice not found</h1><p>Check the link or return to the site.</p>',
      });
  }
}
