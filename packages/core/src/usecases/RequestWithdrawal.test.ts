import { describe, expect, it } from 'vitest';
import { err, ok } from '../domain/result.ts';
import type { WithdrawalRequest } from '../ports/MoneyApi.ts';
import { FakeClock, settle } from '../../test/fakes/FakeClock.ts';
import { RequestWithdrawal, type WithdrawalForm } from './RequestWithdrawal.ts';

const form: WithdrawalForm = {
  currency: 'USD',
  balanceMinor: 50_00,
  verificationNeeded: false,
  method: { hash: 'm1', kind: 'crypto', name: 'USDT (TRC20)' },
  amountMinor: 10_00,
  destination: ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ',
};

const withdrawal = {
  id: '7',
  amountMinor: 10_00,
  currency: 'USD',
  status: 'pending',
  createdAt: '2026-01-01T12:00:00.000Z',
  expectedAt: '2026-01-01T12:30:00.000Z',
  method: 'm1',
  destination: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  rejectionReason: null,
} as const;

function world(answers: ('network' | 'ok')[]) {
  const sent: WithdrawalRequest[] = [];
  const clock = new FakeClock();
  let ids = 0;
  let profileReads = 0;
  const useCase = new RequestWithdrawal({
    clock,
    loadProfile: {
      execute: () => {
        profileReads += 1;
        return Promise.resolve(err({ kind: 'unauthorised' }));
      },
    },
    randomness: { id: () => `key-${(ids += 1)}` },
    moneyApi: {
      requestWithdrawal: (request) => {
        sent.push(request);
        return Promise.resolve(
          answers.shift() === 'ok' ? ok(withdrawal) : err({ kind: 'network', message: 'Network Error' }),
        );
      },
    },
  });
  return { sent, clock, useCase, profileReads: () => profileReads };
}

describe('RequestWithdrawal', () => {
  it('sends a request lost to the network again with the same key, so the amount is held once', async () => {
    const w = world(['network', 'ok']);
    const pending = w.useCase.execute(form);
    await settle();
    w.clock.advance(300);
    const result = await pending;
    expect(result).toEqual({ ok: true, value: withdrawal });
    expect(w.sent.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(w.sent[0]).toEqual({
      methodHash: 'm1',
      amountMinor: 10_00,
      destination: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      idempotencyKey: 'key-1',
    });
    expect(w.profileReads()).toBe(1);
  });

  it('sends nothing when the amount is below the §9 minimum payout', async () => {
    const w = world(['ok']);
    const result = await w.useCase.execute({ ...form, amountMinor: 99 });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'rejected', rejection: { reason: 'below_min_payout', minMinor: 1_00 } },
    });
    expect(w.sent).toEqual([]);
    expect(w.profileReads()).toBe(0);
  });
});
