import { describe, expect, it } from 'vitest';
import { checkWithdrawal, withdrawableMinor, type WithdrawalDraft } from './withdrawal.ts';

const draft = (over: Partial<WithdrawalDraft> = {}): WithdrawalDraft => ({
  currency: 'RUB',
  amountMinor: 500_00,
  balanceMinor: 1000_00,
  method: { kind: 'crypto', name: 'USDT (TRC20)' },
  destination: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  verificationNeeded: false,
  ...over,
});

describe('withdrawal rules (§9)', () => {
  it('accepts an amount between the minimum payout and the balance to a valid address', () => {
    expect(checkWithdrawal(draft())).toEqual({ ok: true, value: 500_00 });
  });

  it.each([
    ['RUB', 99_99, 100_00],
    ['USD', 99, 1_00],
    ['KZT', 499_99, 500_00],
    ['INR', 99_99, 100_00],
    ['EUR', 99, 1_00],
  ] as const)('refuses %s below the minimum payout', (currency, amountMinor, minMinor) => {
    expect(checkWithdrawal(draft({ currency, amountMinor }))).toEqual({
      ok: false,
      error: { reason: 'below_min_payout', minMinor },
    });
  });

  it('refuses more than the real balance: the bonus balance is not withdrawable', () => {
    expect(checkWithdrawal(draft({ amountMinor: 1000_01 }))).toEqual({
      ok: false,
      error: { reason: 'above_withdrawable', maxMinor: 1000_00 },
    });
    expect(withdrawableMinor(-5)).toBe(0);
  });

  it('asks for verification first when the profile needs it', () => {
    expect(checkWithdrawal(draft({ verificationNeeded: true }))).toEqual({
      ok: false,
      error: { reason: 'verification_required' },
    });
  });

  it('refuses a destination that does not fit the method', () => {
    expect(checkWithdrawal(draft({ destination: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed' })).ok).toBe(
      false,
    );
    expect(
      checkWithdrawal(draft({ method: { kind: 'card', name: 'Visa' }, destination: '4111111111111111' })).ok,
    ).toBe(true);
    expect(checkWithdrawal(draft({ amountMinor: 1.5 })).ok).toBe(false);
  });
});
