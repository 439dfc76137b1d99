import { describe, expect, it } from 'vitest';
import { invoiceFactory, paymentMethodFactory, rub, usd } from '../../test/factories/index.ts';
import { FakeBillingApi } from '../../test/fakes/index.ts';
import type { Invoice } from '../domain/billing.ts';
import { StartDeposit } from './StartDeposit.ts';

function deposit() {
  const invoice = invoiceFactory.build();
  const billingApi = new FakeBillingApi(invoice);
  const tracked: Invoice[] = [];
  const startDeposit = new StartDeposit({
    billingApi,
    invoiceTracker: { track: (created) => tracked.push(created) },
  });
  return { invoice, billingApi, tracked, startDeposit };
}

describe('StartDeposit', () => {
  const method = paymentMethodFactory.build({ minAmount: rub(100), maxAmount: rub(50_000) });

  it('creates the invoice for an amount within the method limits and starts tracking it', async () => {
    const world = deposit();
    expect(await world.startDeposit.execute(method, rub(500))).toEqual({ ok: true, value: world.invoice });
    expect(world.billingApi.created).toEqual([{ methodHash: method.hash, amount: rub(500) }]);
    expect(world.tracked).toEqual([world.invoice]);
  });

  it('refuses an amount outside the limits without calling the server', async () => {
    const world = deposit();
    const below = await world.startDeposit.execute(method, rub(50));
    expect(below.ok === false && below.error.kind).toBe('amountRejected');
    const currency = await world.startDeposit.execute(method, usd(500));
    expect(currency.ok === false && currency.error.kind).toBe('amountRejected');
    expect(world.billingApi.created).toEqual([]);
  });

  it('passes on a failed invoice creation and tracks nothing', async () => {
    const world = deposit();
    world.billingApi.createFailure = { kind: 'validation', fields: { amount: ['out_of_range'] } };
    const result = await world.startDeposit.execute(method, rub(500));
    expect(result).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { amount: ['out_of_range'] } },
    });
    expect(world.tracked).toEqual([]);
  });
});
