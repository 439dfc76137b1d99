import { describe, expect, it } from 'vitest';
import { paymentMethodName, paymentMethodNameKey } from './paymentMethodName.ts';

const mobile = { name: 'Мобильный перевод', nameEn: 'Mobile transfer' };
const brand = { name: 'Visa / Mastercard', nameEn: 'Visa / Mastercard' };
const kazakh: Record<string, string> = { 'mobile-transfer': 'Мобильді аударым' };
const fromKazakh = (key: string) => kazakh[key] ?? null;
const none = () => null;

describe('paymentMethodName', () => {
  it('gives the en form on an English page, never the Russian name', () => {
    expect(paymentMethodName(mobile, 'en', none)).toBe('Mobile transfer');
    expect(paymentMethodName(mobile, 'br', none)).toBe('Mobile transfer');
  });

  it("gives the API's name on a Russian page", () => {
    expect(paymentMethodName(mobile, 'ru', none)).toBe('Мобильный перевод');
  });

  it("prefers the locale bundle's translation, found by the en form", () => {
    expect(paymentMethodNameKey({ nameEn: 'Faster Payments (SBP)' })).toBe('faster-payments-sbp');
    expect(paymentMethodName(mobile, 'kz', fromKazakh)).toBe('Мобильді аударым');
  });

  it('keeps a brand as it is in every locale, and the only name a method without an en form has', () => {
    expect(paymentMethodName(brand, 'kz', fromKazakh)).toBe('Visa / Mastercard');
    expect(paymentMethodName({ name: 'СБП', nameEn: null }, 'en', none)).toBe('СБП');
  });
});
