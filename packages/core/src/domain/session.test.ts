import { describe, expect, it } from 'vitest';
import { rub, userFactory } from '../../test/factories/index.ts';
import {
  TOKEN_MAX_LENGTH,
  failureText,
  isPlausibleToken,
  needsLocaleSaved,
  promoFailureText,
  shouldPromptDepositAfterLogin,
} from './session.ts';

describe('failureText', () => {
  it('joins the error texts of a failed login or registration', () => {
    expect(
      failureText({ kind: 'validation', fields: { email: ['taken'], password: ['too_short', 'required'] } }),
    ).toBe('taken, too_short, required');
    expect(failureText({ kind: 'server', status: 429, messageKey: 'too_many_requests' })).toBe(
      'too_many_requests',
    );
    expect(failureText({ kind: 'network', message: 'Network Error' })).toBe('Network Error');
  });

  it("sends 'error 500' when the failure carries no text", () => {
    expect(failureText({ kind: 'server', status: 500 })).toBe('error 500');
    expect(failureText({ kind: 'validation', fields: {} })).toBe('error 500');
    expect(failureText({ kind: 'unauthorised' })).toBe('error 500');
  });
});

describe('promoFailureText', () => {
  it('gives the promo field errors, and null when the promo was not the problem', () => {
    expect(promoFailureText({ kind: 'validation', fields: { promo: ['not_found'] } })).toBe('not_found');
    expect(promoFailureText({ kind: 'validation', fields: { email: ['taken'] } })).toBeNull();
    expect(promoFailureText({ kind: 'server', status: 500 })).toBeNull();
  });
});

describe('session rules', () => {
  it('saves the interface locale only when the profile has no locale', () => {
    expect(needsLocaleSaved(userFactory.build({ locale: null }))).toBe(true);
    expect(needsLocaleSaved(userFactory.build({ locale: ' ' }))).toBe(true);
    expect(needsLocaleSaved(userFactory.build({ locale: 'kz' }))).toBe(false);
  });

  it('prompts a deposit after login when the balance is 0 and the currency is not null', () => {
    expect(shouldPromptDepositAfterLogin(userFactory.build({ balance: rub(0) }))).toBe(true);
    expect(shouldPromptDepositAfterLogin(userFactory.build({ balance: rub(10) }))).toBe(false);
    expect(shouldPromptDepositAfterLogin(userFactory.build({ currency: null }))).toBe(false);
  });

  it('accepts token-shaped strings only', () => {
    expect(isPlausibleToken('eyJhbGciOi.eyJzdWIi.sig-_=')).toBe(true);
    expect(isPlausibleToken('')).toBe(false);
    expect(isPlausibleToken('abc def')).toBe(false);
    expect(isPlausibleToken('abc\r\nX-Evil: 1')).toBe(false);
    expect(isPlausibleToken('<script>')).toBe(false);
    expect(isPlausibleToken('a'.repeat(TOKEN_MAX_LENGTH + 1))).toBe(false);
    expect(isPlausibleToken(42)).toBe(false);
  });
});
