import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '@casino/core';
import { startTestServer, type TestServer } from '../../test/support/testServer.ts';
import { SessionValues, testClient } from '../../test/support/httpClient.ts';
import { wireMovementFactory, wireWithdrawalFactory } from '../../test/support/moneyWireAnswers.ts';
import { AxiosMoneyApi } from './AxiosMoneyApi.ts';

let server: TestServer;
let currency: Currency | null = 'USD';
let money: AxiosMoneyApi;
beforeAll(async () => {
  server = await startTestServer();
  const session = new SessionValues();
  session.token = 'access';
  money = new AxiosMoneyApi(testClient(server.baseUrl, session), { playerCurrency: () => currency });
});
afterAll(() => server.close());

const request = { methodHash: 'usdt', amountMinor: 12_34, destination: 'T-addr', idempotencyKey: 'w-key-1' };

describe('AxiosMoneyApi', () => {
  it('sends a withdrawal in major units with its idempotency key, and reads the hold in minor units', async () => {
    server.requests.length = 0;
    server.handle(() => ({ json: { data: wireWithdrawalFactory.build({ id: 9, amount: 12.34 }) } }));
    const result = await money.requestWithdrawal(request);
    expect(server.requests[0]?.headers['idempotency-key']).toBe('w-key-1');
    expect(server.requests[0]?.body).toEqual({ method: 'usdt', amount: 12.34, destination: 'T-addr' });
    expect(result).toMatchObject({ ok: true, value: { id: '9', amountMinor: 1234, status: 'pending' } });
  });

  it('reads when a pending withdrawal is expected to be paid, and no such time once it is settled', async () => {
    server.handle(() => ({ json: { data: wireWithdrawalFactory.build() } }));
    expect(await money.requestWithdrawal(request)).toMatchObject({
      ok: true,
      value: { expectedAt: '2030-01-01T12:30:00.000Z' },
    });
    server.handle(() => ({ json: { data: wireWithdrawalFactory.build({ status: 'cancelled' }) } }));
    expect(await money.cancelWithdrawal('1')).toMatchObject({ ok: true, value: { expectedAt: null } });
  });

  it('sends no withdrawal without a logged-in player whose currency the amount is in', async () => {
    currency = null;
    server.requests.length = 0;
    const result = await money.requestWithdrawal(request);
    currency = 'USD';
    expect(result).toEqual({ ok: false, error: { kind: 'unauthorised' } });
    expect(server.requests).toEqual([]);
  });

  it('turns verification_required into a server error the page opens Verification for', async () => {
    server.handle(() => ({ status: 403, json: { message: 'verification_required' } }));
    const result = await money.requestWithdrawal(request);
    expect(result).toEqual({
      ok: false,
      error: { kind: 'server', status: 403, messageKey: 'verification_required' },
    });
  });

  it('reads limit_exceeded with the limit and the date it ends', async () => {
    server.handle(() => ({
      status: 422,
      json: {
        message: 'limit_exceeded',
        params: { limit: 'deposit_day', ends_at: '2030-01-02T00:00:00.000Z' },
      },
    }));
    const result = await money.setLimit('deposit_day', 100_00);
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'server',
        status: 422,
        messageKey: 'limit_exceeded',
        params: { limit: 'deposit_day', ends_at: '2030-01-02T00:00:00.000Z' },
      },
    });
  });

  it('cancels by the id in the path, escaped', async () => {
    server.requests.length = 0;
    server.handle(() => ({ json: { data: wireWithdrawalFactory.build({ status: 'cancelled' }) } }));
    await money.cancelWithdrawal('1/../2');
    expect(server.requests[0]?.path).toBe('/api/v2/billing/withdrawals/1%2F..%2F2/cancel');
  });

  it('asks for a history page with its filters and reads the next cursor', async () => {
    server.requests.length = 0;
    server.handle(() => ({
      json: { data: [wireMovementFactory.build({ kind: 'bet', bet_id: 77 })], next_cursor: 'abc' },
    }));
    const result = await money.getHistory({ kind: 'bet', from: '2030-01-01', to: '2030-01-02', limit: 50 });
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({
      kind: 'bet',
      from: '2030-01-01',
      to: '2030-01-02',
      limit: '50',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { nextCursor: 'abc', movements: [{ kind: 'bet', betId: '77', amount: { minor: 1000 } }] },
    });
  });

  it('reads which tournament and place paid a prize (issue 34), and none on a row of an older API', async () => {
    server.handle(() => ({
      json: {
        data: [
          wireMovementFactory.build({
            kind: 'tournament_prize',
            tournament: { id: 7, place: 2, title: 'Dice Duel' },
          }),
          wireMovementFactory.build(),
        ],
        next_cursor: null,
      },
    }));
    const result = await money.getHistory({});
    expect(result.ok && result.value.movements.map((movement) => movement.tournament)).toEqual([
      { id: '7', place: 2, title: 'Dice Duel' },
      null,
    ]);
  });

  it('hands the CSV over as the API wrote it', async () => {
    const csv = 'created_at,kind,amount,currency,balance_after,status,bet_id\r\n';
    server.handle(() => ({ raw: csv, headers: { 'Content-Type': 'text/csv' } }));
    expect(await money.exportHistory({})).toEqual({ ok: true, value: csv });
  });

  it('reads money limits in minor units and the session limit in minutes', async () => {
    server.handle(() => ({
      json: {
        data: {
          limits: [
            {
              kind: 'deposit_day',
              value: 50.5,
              pending: { value: null, effective_at: '2030-01-02T00:00:00Z' },
            },
            { kind: 'session_minutes', value: 90, pending: null },
          ],
          exclusion: { kind: 'time_out', ends_at: '2030-01-08T00:00:00Z' },
        },
      },
    }));
    expect(await money.getSaferPlay()).toEqual({
      ok: true,
      value: {
        limits: [
          { kind: 'deposit_day', value: 5050, pending: { value: null, effectiveAt: Date.UTC(2030, 0, 2) } },
          { kind: 'session_minutes', value: 90, pending: null },
        ],
        exclusion: { kind: 'time_out', endsAt: Date.UTC(2030, 0, 8) },
      },
    });
  });

  it('sends a money limit in major units and a session limit in minutes', async () => {
    server.requests.length = 0;
    server.handle((seen) => ({
      json: {
        data: {
          kind: seen.path.split('/').pop(),
          value: (seen.body as { value: number }).value,
          pending: null,
        },
      },
    }));
    await money.setLimit('loss_week', 250_00);
    await money.setLimit('session_minutes', 45);
    await money.setLimit('wager_month', null);
    expect(server.requests.map((r) => [r.path, r.body])).toEqual([
      ['/profile/limits/loss_week', { value: 250 }],
      ['/profile/limits/session_minutes', { value: 45 }],
      ['/profile/limits/wager_month', { value: null }],
    ]);
  });

  it('takes a break at the path of its kind with the password', async () => {
    server.requests.length = 0;
    server.handle(() => ({ json: { data: { kind: 'self_exclusion', ends_at: '2030-07-01T00:00:00Z' } } }));
    const result = await money.takeBreak({ kind: 'self_exclusion', period: '6months', password: 'pw' });
    expect(server.requests[0]?.path).toBe('/profile/self-exclusion');
    expect(server.requests[0]?.body).toEqual({ period: '6months', password: 'pw' });
    expect(result).toEqual({ ok: true, value: { kind: 'self_exclusion', endsAt: Date.UTC(2030, 6, 1) } });
  });

  it.each([
    ['an amount finer than a cent', { amount: 10.005 }],
    ['a negative amount', { amount: -10 }],
    ['a kind the contract does not name', { kind: 'jackpot' }],
    ['a raw status the page has no words for', { status: 'processing' }],
    ['a date that is not ISO 8601', { created_at: 'yesterday' }],
    ['a balance after in text', { balance_after: '100' }],
    ['an unknown currency', { currency: 'XBT' }],
  ])('refuses a history row with %s as a malformed answer', async (_what, override) => {
    server.handle(() => ({ json: { data: [wireMovementFactory.build(override)], next_cursor: null } }));
    const result = await money.getHistory({});
    expect(result.ok ? null : result.error.kind).toBe('malformedResponse');
  });

  it.each([
    ['a session limit over a day', { kind: 'session_minutes', value: 1441, pending: null }],
    ['a fractional session limit', { kind: 'session_minutes', value: 1.5, pending: null }],
    ['a limit kind the contract does not name', { kind: 'deposit_year', value: 1, pending: null }],
    ['a money limit finer than a cent', { kind: 'loss_day', value: 0.001, pending: null }],
  ])('refuses safer-play state with %s', async (_what, limit) => {
    server.handle(() => ({ json: { data: { limits: [limit], exclusion: null } } }));
    const result = await money.getSaferPlay();
    expect(result.ok ? null : result.error.kind).toBe('malformedResponse');
  });

  it('refuses a withdrawal list that is not a list, and a CSV that came as JSON', async () => {
    server.handle(() => ({ json: { data: { id: 1 } } }));
    const list = await money.listWithdrawals();
    server.handle(() => ({ json: { rows: [] } }));
    const csv = await money.exportHistory({});
    expect([list.ok ? null : list.error.kind, csv.ok ? null : csv.error.kind]).toEqual([
      'malformedResponse',
      'malformedResponse',
    ]);
  });
});
