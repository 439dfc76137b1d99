import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { invoiceFactory, rub } from '@casino/core/test/factories';
import { testContainer } from '../../app/testing/testContainer.ts';
import { renderInShell } from '../../app/testing/renderInShell.tsx';
import { InvoiceView } from './InvoiceView.tsx';

const normalise = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The value shown beside a label of the invoice's facts. */
function fact(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return normalise(term.nextElementSibling?.textContent ?? null);
}

afterEach(cleanup);

describe('InvoiceView', () => {
  const cryptoInvoice = invoiceFactory.build({
    amount: rub(1000),
    commission: rub(10),
    shopAmount: rub(990),
  });

  it('asks the player to pay the amount, and shows the fee and what the balance is credited with on their own rows', async () => {
    const { container } = testContainer();
    await renderInShell(
      <InvoiceView tracked={{ invoice: cryptoInvoice, expiresAtMs: 0, secondsLeft: 1200 }} payUrl={null} />,
      { container },
    );
    expect(fact('To pay')).toBe('₽1,000');
    expect(fact('Fee')).toBe('₽10');
    expect(fact('Credited to the balance')).toBe('₽990');
    expect(screen.getByText('₽1,000').className).toBe('invoice__total');
  });

  it('labels the rows in the page’s locale', async () => {
    const { container } = testContainer();
    await renderInShell(
      <InvoiceView tracked={{ invoice: cryptoInvoice, expiresAtMs: 0, secondsLeft: 1200 }} payUrl={null} />,
      { container, path: '/' },
    );
    expect(fact('К оплате')).toBe('1 000 ₽');
    expect(fact('Зачислится на баланс')).toBe('990 ₽');
  });
});
