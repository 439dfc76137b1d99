import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  formatMoney,
  isZeroMoney,
  moneyEquals,
  moneyFromMajor,
  moneyFromMinor,
  moneyOf,
  moneyToMajor,
  subtractMoney,
  zeroMoney,
} from './money.ts';
import { rub, usd } from '../../test/factories/index.ts';

describe('moneyFromMajor', () => {
  it('keeps amounts as integers of the minor unit', () => {
    expect(moneyFromMajor(1500.5, 'RUB')).toEqual({ ok: true, value: { minor: 150050, currency: 'RUB' } });
    expect(moneyFromMajor(0.01, 'USD')).toEqual({ ok: true, value: { minor: 1, currency: 'USD' } });
  });

  it('does not drift on binary fractions such as 0.1 + 0.2', () => {
    expect(moneyFromMajor(0.1 + 0.2, 'RUB')).toEqual({ ok: true, value: { minor: 30, currency: 'RUB' } });
    expect(moneyFromMajor(1.1 * 3, 'RUB')).toEqual({ ok: true, value: { minor: 330, currency: 'RUB' } });
    expect(moneyFromMajor(1.15, 'RUB')).toEqual({ ok: true, value: { minor: 115, currency: 'RUB' } });
    expect(moneyFromMajor(4.35, 'USD')).toEqual({ ok: true, value: { minor: 435, currency: 'USD' } });
  });

  it('sums converted amounts exactly', () => {
    const a = moneyOf(0.1, 'RUB');
    const b = moneyOf(0.2, 'RUB');
    expect(moneyEquals(addMoney(a, b), moneyOf(0.3, 'RUB'))).toBe(true);
  });

  it('refuses NaN and Infinity', () => {
    expect(moneyFromMajor(Number.NaN, 'RUB')).toEqual({ ok: false, error: 'not_finite' });
    expect(moneyFromMajor(Number.POSITIVE_INFINITY, 'RUB')).toEqual({ ok: false, error: 'not_finite' });
  });

  it('refuses more than two decimals instead of rounding them away', () => {
    expect(moneyFromMajor(1.005, 'RUB')).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(moneyFromMajor(0.001, 'USD')).toEqual({ ok: false, error: 'too_many_decimals' });
    expect(moneyFromMajor(1e-7, 'USD')).toEqual({ ok: false, error: 'too_many_decimals' });
  });

  it('refuses amounts too large to count exactly', () => {
    expect(moneyFromMajor(1e20, 'RUB')).toEqual({ ok: false, error: 'out_of_range' });
  });

  it('accepts negative amounts and normalises minus zero', () => {
    expect(moneyFromMajor(-2.5, 'EUR')).toEqual({ ok: true, value: { minor: -250, currency: 'EUR' } });
    const zero = moneyFromMajor(-0, 'EUR');
    expect(zero.ok && Object.is(zero.value.minor, 0)).toBe(true);
  });
});

describe('moneyOf and moneyFromMinor', () => {
  it('throw for values that are not amounts, since the code wrote them', () => {
    expect(() => moneyOf(0.005, 'RUB')).toThrow(RangeError);
    expect(() => moneyFromMinor(1.5, 'RUB')).toThrow(RangeError);
    expect(moneyFromMinor(250, 'KZT')).toEqual({ minor: 250, currency: 'KZT' });
  });
});

describe('moneyToMajor', () => {
  it('gives the major-unit number for the wire', () => {
    expect(moneyToMajor(rub(1500.5))).toBe(1500.5);
    expect(moneyToMajor(usd(0.01))).toBe(0.01);
  });
});

describe('money arithmetic', () => {
  it('adds, subtracts and compares amounts of one currency', () => {
    expect(addMoney(rub(1), rub(0.5))).toEqual(rub(1.5));
    expect(subtractMoney(rub(1), rub(1.5))).toEqual(rub(-0.5));
    expect(compareMoney(rub(1), rub(2))).toBe(-1);
    expect(compareMoney(rub(2), rub(2))).toBe(0);
    expect(compareMoney(rub(3), rub(2))).toBe(1);
    expect(isZeroMoney(zeroMoney('INR'))).toBe(true);
    expect(isZeroMoney(usd(0.01))).toBe(false);
  });

  it('refuses to mix currencies', () => {
    expect(() => addMoney(rub(1), usd(1))).toThrow(TypeError);
    expect(() => compareMoney(rub(1), usd(1))).toThrow(TypeError);
    expect(moneyEquals(rub(1), usd(1))).toBe(false);
  });
});

describe('formatMoney', () => {
  const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('shows the §9 symbols ₽ $ ₸ ₹ €', () => {
    expect(normalise(formatMoney(rub(1), 'ru-RU'))).toBe('1 ₽');
    expect(normalise(formatMoney(usd(0.01), 'en-US'))).toBe('$0.01');
    expect(formatMoney(moneyOf(5, 'KZT'), 'kk-KZ')).toContain('₸');
    expect(formatMoney(moneyOf(100, 'INR'), 'en-US')).toContain('₹');
    expect(formatMoney(moneyOf(2.5, 'EUR'), 'pt-BR')).toContain('€');
  });

  it('writes an amount it wrote before the same, in its own locale and currency, however many came between', () => {
    const first = normalise(formatMoney(usd(1234.5), 'en-US'));
    expect(first).toBe('$1,234.50');
    expect(normalise(formatMoney(usd(1234.5), 'ru-RU'))).toBe('1 234,50 $');
    expect(normalise(formatMoney(moneyOf(1234.5, 'EUR'), 'en-US'))).toBe('€1,234.50');
    for (let minor = 1; minor <= 5000; minor += 1) formatMoney(moneyFromMinor(minor, 'RUB'), 'ru-RU');
    expect(normalise(formatMoney(usd(1234.5), 'en-US'))).toBe(first);
    expect(normalise(formatMoney(moneyFromMinor(4321, 'RUB'), 'ru-RU'))).toBe('43,21 ₽');
  });

  it('guarantees the symbol where Intl would print a currency code', () => {
    for (const locale of ['ru-RU', 'en-US', 'kk-KZ', 'pt-BR']) {
      expect(formatMoney(moneyOf(5, 'KZT'), locale)).toContain('₸');
      expect(formatMoney(moneyOf(5, 'KZT'), locale)).not.toContain('KZT');
      expect(formatMoney(moneyOf(5, 'RUB'), locale)).not.toContain('RUB');
    }
  });

  it('groups thousands and keeps kopecks when there are any', () => {
    expect(normalise(formatMoney(rub(300000), 'ru-RU'))).toBe('300 000 ₽');
    expect(normalise(formatMoney(rub(1500.5), 'ru-RU'))).toBe('1 500,50 ₽');
    expect(normalise(formatMoney(rub(-2), 'en-US'))).toBe('-₽2');
  });

  it('falls back to English for a malformed locale tag', () => {
    expect(formatMoney(usd(1), 'not a locale!')).toBe('$1');
  });
});
