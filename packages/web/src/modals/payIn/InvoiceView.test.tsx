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

  it('says a demonstration invoice is one, and that its card and phone are not real (issue 34)', async () => {
    const { container } = testContainer();
    const card = invoiceFactory.build({
      demo: true,
      card: { cardNumber: '0000 0123 4567 8901', phoneNumber: null },
    });
    await renderInShell(
      <InvoiceView tracked={{ invoice: card, expiresAtMs: 0, secondsLeft: 1200 }} payUrl={null} />,
      {
        container,
      },
    );
    expect(screen.getByRole('note').textContent).toMatch(/^Demonstration: no real payment is taken here/);
    expect(fact('Card number')).toBe(
      '0000 0123 4567 8901Not a real card: it fails the card checksum and is in a range no card scheme issues.',
    );
    cleanup();
    const phone = invoiceFactory.build({
      demo: true,
      card: { cardNumber: null, phoneNumber: '+44 7700 900123' },
    });
    await renderInShell(
      <InvoiceView tracked={{ invoice: phone, expiresAtMs: 0, secondsLeft: 1200 }} payUrl={null} />,
      {
        container: testContainer().container,
        path: '/',
      },
    );
    expect(screen.getByRole('note').textContent).toMatch(/^Демонстрация/);
    expect(fact('Номер телефона')).toBe(
      '+44 7700 900123Это не настоящий телефон: номер из диапазона, зарезервированного для вымысла.',
    );
  });

  it('says nothing of a demonstration for an operator’s real provider', async () => {
    const { container } = testContainer();
    await renderInShell(
      <InvoiceView tracked={{ invoice: cryptoInvoice, expiresAtMs: 0, secondsLeft: 1200 }} payUrl={null} />,
      { container },
    );
    expect(screen.queryByRole('note')).toBeNull();
  });
});
