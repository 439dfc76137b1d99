import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyOf, type Currency } from '@casino/core';
import { startLiveApi, type LiveApi } from './liveApi.ts';
import { PlayerSession } from './playerSession.ts';
import { PASSWORD, expectOk, registerByEmail } from './registrations.ts';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** A new player of `currency` with a paid deposit of `major` on the card method. */
async function depositor(currency: Currency, major: number) {
  const player = new PlayerSession(api.url);
  player.currency = currency;
  await registerByEmail(player, { currency, password: PASSWORD });
  const data = expectOk(await player.billing.getBillingData());
  const card = data.methods.find((method) => method.kind === 'card');
  const invoice = expectOk(await player.billing.createInvoice(card?.hash ?? '', moneyOf(major, currency)));
  await api.payInvoice(invoice.id);
  const payout = data.cryptoPayouts[0];
  if (!payout) throw new Error('no crypto payout');
  return { player, payout };
}

describe('money against the local API', () => {
  it('holds a withdrawal once for a repeated key, lists it, and returns the hold on cancel', async () => {
    const { player, payout } = await depositor('USD', 100);
    const request = { methodHash: payout.hash, amountMinor: 2_000, destination: TRON, idempotencyKey: 'w-1' };
    const first = expectOk(await player.money.requestWithdrawal(request));
    const again = expectOk(await player.money.requestWithdrawal(request));
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      amountMinor: 2_000,
      currency: 'USD',
      status: 'pending',
      destination: TRON,
    });
    expect(expectOk(await player.profile.getUser()).balance).toEqual(moneyOf(80, 'USD'));
    expect(expectOk(await player.money.listWithdrawals()).map((w) => w.id)).toEqual([first.id]);

    expect(expectOk(await player.money.cancelWithdrawal(first.id)).status).toBe('cancelled');
    expect(expectOk(await player.money.cancelWithdrawal(first.id)).status).toBe('cancelled');
    expect(expectOk(await player.profile.getUser()).balance).toEqual(moneyOf(100, 'USD'));

    const page = expectOk(await player.money.getHistory({}));
    expect(page.movements.map((m) => [m.kind, m.status])).toEqual([
      ['withdrawal_return', 'success'],
      ['withdrawal', 'cancelled'],
      ['deposit', 'success'],
    ]);
    expect(page.movements[0]?.balanceAfter).toEqual(moneyOf(100, 'USD'));
    const csv = expectOk(await player.money.exportHistory({ kind: 'withdrawal' }))
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(',withdrawal,20,USD,');
  });

  it("sends a money limit in the player's currency and reads a raise back pending", async () => {
    const { player } = await depositor('KZT', 5_000);
    expectOk(await player.money.setLimit('deposit_week', 10_000_00));
    expectOk(await player.money.setLimit('deposit_week', 20_000_00));
    expectOk(await player.money.setLimit('session_minutes', 45));
    const state = expectOk(await player.money.getSaferPlay());
    const week = state.limits.find((l) => l.kind === 'deposit_week');
    expect(week).toMatchObject({ value: 10_000_00, pending: { value: 20_000_00 } });
    expect(state.limits.find((l) => l.kind === 'session_minutes')?.value).toBe(45);
  });

  it('takes a time-out only with the password, after which a deposit is refused with its end', async () => {
    const { player } = await depositor('RUB', 1_000);
    const wrong = await player.money.takeBreak({ kind: 'time_out', period: 'week', password: 'nope-nope' });
    expect(wrong).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { password: ['wrong_password'] } },
    });
    const taken = expectOk(
      await player.money.takeBreak({ kind: 'time_out', period: 'week', password: PASSWORD }),
    );
    expect(expectOk(await player.money.getSaferPlay()).exclusion).toEqual(taken);
    const data = expectOk(await player.billing.getBillingData());
    const refused = await player.billing.createInvoice(data.methods[0]?.hash ?? '', moneyOf(500, 'RUB'));
    expect(refused).toEqual({
      ok: false,
      error: {
        kind: 'server',
        status: 403,
        messageKey: 'timed_out',
        params: { ends_at: new Date(taken.endsAt).toISOString() },
      },
    });
  });
});
