import { describe, expect, it } from 'vitest';
import { hasNoSsoFlag, queryFlagFulfilledBy, queryFlagIn, withoutQueryFlag } from './queryFlags.ts';

describe('query flags', () => {
  it('finds signup, login and deposit flags, first of them in that order', () => {
    expect(queryFlagIn({ signup: '' })).toBe('signup');
    expect(queryFlagIn({ deposit: '1', login: '' })).toBe('login');
    expect(queryFlagIn({ utm_source: 'x' })).toBeNull();
  });

  it('gives the query without the flag after success, every other parameter kept', () => {
    expect(withoutQueryFlag({ signup: '', promo: 'WELCOME100' }, 'signup')).toEqual({ promo: 'WELCOME100' });
  });

  it('maps a success in any login modal to login and a payment to deposit', () => {
    expect(queryFlagFulfilledBy('Register')).toBe('signup');
    expect(queryFlagFulfilledBy('LoginByEmail')).toBe('login');
    expect(queryFlagFulfilledBy('ConfirmByPhone')).toBe('login');
    expect(queryFlagFulfilledBy('SuccessPayment')).toBe('deposit');
    expect(queryFlagFulfilledBy('Verification')).toBeNull();
  });

  it('reads no_sso', () => {
    expect(hasNoSsoFlag({ no_sso: '' })).toBe(true);
    expect(hasNoSsoFlag({})).toBe(false);
  });
});
