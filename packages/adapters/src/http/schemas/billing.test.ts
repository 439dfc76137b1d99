import { describe, expect, it } from 'vitest';
import { wireInvoiceFactory } from '../../../test/support/wireFactories.ts';
import { invoiceSchema } from './billing.ts';

function readInvoice(wire: Record<string, unknown>) {
  return invoiceSchema('RUB').safeParse({ data: wire });
}

describe('invoiceSchema', () => {
  it('reads the life_time the server gives, in seconds', () => {
    const parsed = readInvoice(wireInvoiceFactory.build({ life_time: 600 }));
    expect(parsed.success && parsed.data.lifeTimeSeconds).toBe(600);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['zero', 0],
    ['negative', -60],
    ['non-numeric', 'soon'],
  ])(
    'accepts a %s life_time and counts down from the default 1200 s instead of rejecting the invoice',
    (_, life) => {
      const parsed = readInvoice(wireInvoiceFactory.build({ life_time: life }));
      expect(parsed.success && parsed.data.lifeTimeSeconds).toBe(1200);
    },
  );

  it('counts a fractional life_time in whole seconds', () => {
    const parsed = readInvoice(wireInvoiceFactory.build({ life_time: 899.5 }));
    expect(parsed.success && parsed.data.lifeTimeSeconds).toBe(899);
  });

  it('caps an absurdly large life_time at a day, so the countdown never overflows into an instant expiry', () => {
    const parsed = readInvoice(wireInvoiceFactory.build({ life_time: 3_000_000 }));
    expect(parsed.success && parsed.data.lifeTimeSeconds).toBe(86_400);
  });

  it('reads a missing sum_was_changed as false instead of rejecting the invoice the server already created', () => {
    const { sum_was_changed: _dropped, ...wire } = wireInvoiceFactory.build();
    const parsed = readInvoice(wire);
    expect(parsed.success && parsed.data.sumWasChanged).toBe(false);
  });

  it('keeps sum_was_changed when the server says the amount was changed', () => {
    const parsed = readInvoice(wireInvoiceFactory.build({ sum_was_changed: true }));
    expect(parsed.success && parsed.data.sumWasChanged).toBe(true);
  });

  it('still rejects an invoice whose amounts are not money', () => {
    expect(readInvoice(wireInvoiceFactory.build({ amount: 10.555 })).success).toBe(false);
    expect(readInvoice(wireInvoiceFactory.build({ shop_amount: 'a lot' })).success).toBe(false);
  });
});
