import { describe, expect, it } from 'vitest';
import {
  amountPresets,
  defaultDepositAmount,
  depositLimits,
  validateDepositAmount,
} from './amountPresets.ts';
import { paymentMethodFactory, rub, usd } from '../../test/factories/index.ts';

const majors = (amounts: readonly { minor: number }[]) => amounts.map((amount) => amount.minor / 100);

describe('depositLimits', () => {
  it('defaults min to 100 and max to 300000 when the method gives none', () => {
    expect(depositLimits(paymentMethodFactory.build())).toEqual({ min: rub(100), max: rub(300000) });
  });

  it('scales the rouble defaults to the method currency: 1 to 3000 $, 500 to 1 500 000 ₸ (issue 21)', () => {
    expect(depositLimits(paymentMethodFactory.build({ currency: 'USD' }))).toEqual({
      min: usd(1),
      max: usd(3000),
    });
    const tenge = depositLimits(paymentMethodFactory.build({ currency: 'KZT' }));
    expect([tenge.min.minor, tenge.max.minor]).toEqual([50_000, 150_000_000]);
    expect(defaultDepositAmount(paymentMethodFactory.build({ currency: 'USD' }))).toEqual(usd(1));
    expect(majors(amountPresets(paymentMethodFactory.build({ currency: 'USD' })))).toEqual([
      1, 50, 400, 3000,
    ]);
  });

  it('uses the method limits when it gives them', () => {
    const method = paymentMethodFactory.build({ minAmount: rub(500), maxAmount: rub(15000) });
    expect(depositLimits(method)).toEqual({ min: rub(500), max: rub(15000) });
  });

  it('ignores limits in another currency or not positive, and collapses a max below the min', () => {
    expect(depositLimits(paymentMethodFactory.build({ minAmount: usd(5), maxAmount: rub(0) }))).toEqual({
      min: rub(100),
      max: rub(300000),
    });
    expect(depositLimits(paymentMethodFactory.build({ minAmount: rub(1000), maxAmount: rub(500) }))).toEqual({
      min: rub(1000),
      max: rub(1000),
    });
  });
});

describe('defaultDepositAmount', () => {
  it('preselects 100 when the method has no preset default', () => {
    expect(defaultDepositAmount(paymentMethodFactory.build())).toEqual(rub(100));
  });

  it("preselects the method's preset default", () => {
    const method = paymentMethodFactory.build({ preset: { default: rub(2500), amounts: [] } });
    expect(defaultDepositAmount(method)).toEqual(rub(2500));
  });

  it("keeps the default within the method's limits", () => {
    expect(defaultDepositAmount(paymentMethodFactory.build({ minAmount: rub(500) }))).toEqual(rub(500));
  });
});

describe('amountPresets', () => {
  it('suggests the method preset amounts in their order when it gives them', () => {
    const method = paymentMethodFactory.build({
      preset: { default: rub(1000), amounts: [rub(1000), rub(500), rub(5000)] },
    });
    expect(amountPresets(method)).toEqual([rub(1000), rub(500), rub(5000)]);
  });

  it('drops preset amounts outside the limits or repeated', () => {
    const method = paymentMethodFactory.build({
      maxAmount: rub(3000),
      preset: { default: null, amounts: [rub(50), rub(500), rub(500), rub(5000), usd(500)] },
    });
    expect(amountPresets(method)).toEqual([rub(500)]);
  });

  it('offers 5 geometric presets rounded to a round power of ten from 100 to 300000 by default', () => {
    expect(majors(amountPresets(paymentMethodFactory.build()))).toEqual([100, 700, 5000, 40000, 300000]);
  });

  it('offers 5 geometric presets rounded to 50 under 5000', () => {
    const method = paymentMethodFactory.build({ minAmount: rub(100), maxAmount: rub(3000) });
    expect(majors(amountPresets(method))).toEqual([100, 250, 550, 1300, 3000]);
  });

  it('turns 400 into 500 when rounding to a power of ten', () => {
    const method = paymentMethodFactory.build({ minAmount: rub(100), maxAmount: rub(10000) });
    expect(majors(amountPresets(method, 3))).toEqual([100, 1000, 10000]);
    const wide = paymentMethodFactory.build({ minAmount: rub(100), maxAmount: rub(6400) });
    expect(majors(amountPresets(wide, 3))).toEqual([100, 800, 6400]);
    const fourHundred = paymentMethodFactory.build({ minAmount: rub(20), maxAmount: rub(8000) });
    expect(majors(amountPresets(fourHundred, 3))).toEqual([20, 500, 8000]);
  });

  it('generates as many presets as asked, without repeats', () => {
    expect(amountPresets(paymentMethodFactory.build(), 3)).toHaveLength(3);
    const narrow = paymentMethodFactory.build({ minAmount: rub(100), maxAmount: rub(150) });
    expect(majors(amountPresets(narrow))).toEqual([100, 150]);
  });

  it('suggests the single amount of a method whose min equals its max', () => {
    const method = paymentMethodFactory.build({ minAmount: rub(700), maxAmount: rub(700) });
    expect(amountPresets(method)).toEqual([rub(700)]);
  });

  it('falls back to 5 presets for a nonsensical count', () => {
    expect(amountPresets(paymentMethodFactory.build(), 0)).toHaveLength(5);
    expect(amountPresets(paymentMethodFactory.build(), 1e9)).toHaveLength(5);
  });
});

describe('validateDepositAmount', () => {
  const method = paymentMethodFactory.build({ minAmount: rub(500), maxAmount: rub(15000) });
  const limits = { min: rub(500), max: rub(15000) };

  it('accepts an amount within the method limits', () => {
    expect(validateDepositAmount(method, rub(500))).toEqual({ ok: true, value: rub(500) });
    expect(validateDepositAmount(method, rub(15000))).toEqual({ ok: true, value: rub(15000) });
  });

  it('refuses amounts below the min or above the max with the limits to show', () => {
    expect(validateDepositAmount(method, rub(499.99))).toEqual({
      ok: false,
      error: { reason: 'below_min', limits },
    });
    expect(validateDepositAmount(method, rub(15000.01))).toEqual({
      ok: false,
      error: { reason: 'above_max', limits },
    });
  });

  it('refuses an amount in another currency, zero or negative', () => {
    expect(validateDepositAmount(method, usd(600))).toEqual({
      ok: false,
      error: { reason: 'wrong_currency', limits },
    });
    expect(validateDepositAmount(method, rub(0))).toEqual({ ok: false, error: { reason: 'invalid_amount' } });
    expect(validateDepositAmount(method, rub(-5))).toEqual({
      ok: false,
      error: { reason: 'invalid_amount' },
    });
  });

  it('applies the 100 and 300000 defaults when the method gives no limits', () => {
    const open = paymentMethodFactory.build();
    expect(validateDepositAmount(open, rub(99)).ok).toBe(false);
    expect(validateDepositAmount(open, rub(300000)).ok).toBe(true);
    expect(validateDepositAmount(open, rub(300001)).ok).toBe(false);
  });
});
