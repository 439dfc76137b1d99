import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  addMoney,
  defaultDepositAmount,
  depositLimits,
  moneyFromMinor,
  validateDepositAmount,
  moneyOf,
  subtractMoney,
  type BillingData,
  type Currency,
  type PaymentMethod,
} from '@casino/core';
import { startLiveApi, type LiveApi } from './liveApi.ts';
import { PlayerSession } from './playerSession.ts';
import { WEB_ORIGIN, socialPopup } from './providerPopup.ts';
import { expectOk, registerByEmail } from './registrations.ts';
import { expectedMoney } from './wireMoney.ts';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());

/** Invoice life (§9), which the local API applies. */
const INVOICE_LIFE_SECONDS = 1200;
const PAID = 3;
const EXPIRED = 4;

interface WireMethod {
  readonly hash: string;
  readonly currency: Currency;
  readonly min_amount: number | null;
  readonly max_amount: number | null;
  readonly preset: { readonly default: number | null; readonly amounts: readonly number[] } | null;
}

async function depositor(currency: Currency = 'RUB', promo?: string) {
  const player = new PlayerSession(api.url);
  await registerByEmail(player, { currency, ...(promo !== undefined && { promo }) });
  const data = expectOk(await player.billing.getBillingData());
  const method = (kind: 'card' | 'phone' | 'crypto'): PaymentMethod => {
    const found =
      kind === 'crypto'
        ? data.cryptoPayments[0]
        : data.methods.find((candidate) => (kind === 'card') === (candidate.preset !== null));
    if (!found) throw new Error(`no ${kind} method for ${currency}`);
    return found;
  };
  return { player, data, method };
}

/** The parsed method, field by field, as the wire method says it must be in minor units. */
function expectMethodMatchesWire(method: PaymentMethod, wire: WireMethod): void {
  const money = (major: number | null) => (major === null ? null : expectedMoney(major, wire.currency));
  expect(method).toMatchObject({
    hash: wire.hash,
    currency: wire.currency,
    minAmount: money(wire.min_amount),
    maxAmount: money(wire.max_amount),
    preset: wire.preset && {
      default: money(wire.preset.default),
      amounts: wire.preset.amounts.map((amount) => expectedMoney(amount, wire.currency)),
    },
  });
}

function allMethods(data: BillingData): PaymentMethod[] {
  return [...data.methods, ...data.cryptoPayments, ...data.cryptoPayouts];
}

describe('billing data against the local API', () => {
  it.each(CURRENCIES)(
    'parses the %s methods with every amount in minor units of the API major units',
    async (currency) => {
      const { player, data } = await depositor(currency);
      const wire = (await api.wire('/api/v2/billing/data', player.session.token)) as {
        data: {
          payments: { methods: WireMethod[] };
          'crypto-payments': WireMethod[];
          'crypto-payouts': WireMethod[];
        };
      };
      const wireMethods = [
        ...wire.data.payments.methods,
        ...wire.data['crypto-payments'],
        ...wire.data['crypto-payouts'],
      ];
      const parsed = allMethods(data);
      expect(parsed).toHaveLength(wireMethods.length);
      parsed.forEach((method, index) => expectMethodMatchesWire(method, wireMethods[index] as WireMethod));
      expect(parsed.every((method) => method.currency === currency)).toBe(true);
      expect(data.methods.map((method) => method.crypto)).toEqual([false, false]);
      expect(data.cryptoPayments.map((method) => method.crypto)).toEqual([true]);
      expect(data.bonusName).toBeNull();
    },
  );

  it('names the bonus waiting for the first deposit', async () => {
    const { data } = await depositor('RUB', 'WELCOME100');
    expect(data.bonusName).toBe('Бонус 100% на первый депозит');
  });
});

describe('deposit limits shared by the core and the local API (§5)', () => {
  it.each(CURRENCIES)(
    'accepts every %s method from its minimum to its maximum, as the core limits it, and refuses a minor unit beyond',
    async (currency) => {
      const { player, data } = await depositor(currency);
      for (const method of [...data.methods, ...data.cryptoPayments]) {
        const { min, max } = depositLimits(method);
        const outside = [moneyFromMinor(min.minor - 1, currency), moneyFromMinor(max.minor + 1, currency)];
        for (const amount of outside) {
          expect(validateDepositAmount(method, amount).ok).toBe(false);
          expect(await player.billing.createInvoice(method.hash, amount)).toEqual({
            ok: false,
            error: { kind: 'validation', fields: { amount: ['out_of_range'] } },
          });
        }
        for (const amount of [min, max, defaultDepositAmount(method)])
          expectOk(await player.billing.createInvoice(method.hash, amount));
      }
    },
  );
});

describe('deposits against the local API', () => {
  it('creates a card invoice, and once the provider pays it the status is 3 and the balance is credited', async () => {
    const { player, method } = await depositor('RUB');
    const amount = moneyOf(1500.5, 'RUB');
    const invoice = expectOk(await player.billing.createInvoice(method('card').hash, amount));
    expect(invoice).toMatchObject({
      amount,
      shopAmount: amount,
      commission: moneyOf(0, 'RUB'),
      lifeTimeSeconds: INVOICE_LIFE_SECONDS,
      sumWasChanged: false,
      demo: true,
    });
    expect(invoice.card.cardNumber).toMatch(/^0000 \d{4} \d{4} \d{4}$/);
    expect(new URL(invoice.payUrl ?? '').origin).toBe(new URL(api.url).origin);
    expect(expectOk(await player.billing.getPaymentStatus(invoice.id)).status).toBe(1);
    expect(expectOk(await player.money.getHistory({})).movements[0]).toMatchObject({
      kind: 'deposit',
      status: 'pending',
    });

    expect(await api.payInvoice(invoice.id)).toBe(200);
    expect(expectOk(await player.billing.getPaymentStatus(invoice.id))).toEqual({ status: PAID });
    expect(expectOk(await player.profile.getUser()).balance).toEqual(amount);
    expect(expectOk(await player.money.getHistory({})).movements[0]).toMatchObject({
      kind: 'deposit',
      status: 'success',
      amount,
    });
  });

  it('credits a payment confirmed twice only once', async () => {
    const { player, method } = await depositor('KZT');
    const amount = moneyOf(5000, 'KZT');
    const invoice = expectOk(await player.billing.createInvoice(method('card').hash, amount));
    expect(await api.payInvoice(invoice.id)).toBe(200);
    expect(await api.payInvoice(invoice.id)).toBe(200);
    expect(expectOk(await player.profile.getUser()).balance).toEqual(amount);
  });

  it('adds a few minor units to a transfer by phone so the provider can match it', async () => {
    const { player, method } = await depositor('RUB');
    const asked = moneyOf(1000, 'RUB');
    const invoice = expectOk(await player.billing.createInvoice(method('phone').hash, asked));
    expect(invoice.sumWasChanged).toBe(true);
    expect(invoice.amount.minor - asked.minor).toBeGreaterThan(0);
    expect(invoice.amount.minor - asked.minor).toBeLessThan(100);
    expect(invoice.card.phoneNumber).toMatch(/^\+44 7700 900\d{3}$/);
  });

  it('takes the 1% crypto commission and credits the shop amount', async () => {
    const { player, method } = await depositor('USD');
    const amount = moneyOf(100, 'USD');
    const invoice = expectOk(await player.billing.createInvoice(method('crypto').hash, amount));
    expect(invoice.commission).toEqual(moneyOf(1, 'USD'));
    expect(invoice.shopAmount).toEqual(subtractMoney(amount, invoice.commission));
    await api.payInvoice(invoice.id);
    expect(expectOk(await player.profile.getUser()).balance).toEqual(invoice.shopAmount);
  });

  it('grants the waiting WELCOME100 bonus on the first deposit: 100% to the bonus balance with a x20 wager', async () => {
    const { player, method } = await depositor('RUB', 'WELCOME100');
    const amount = moneyOf(2000, 'RUB');
    const invoice = expectOk(await player.billing.createInvoice(method('card').hash, amount));
    await api.payInvoice(invoice.id);
    const user = expectOk(await player.profile.getUser());
    expect(user).toMatchObject({ balance: amount, bonusBalance: amount, bonus: moneyOf(40_000, 'RUB') });
    expect(user.totalBalance).toEqual(addMoney(amount, amount));
    expect(expectOk(await player.bonus.waitingRegAndDep())).toEqual([]);
    expect(expectOk(await player.money.getHistory({})).movements[0]).toMatchObject({ kind: 'bonus', amount });
  });

  it('shows a player without a currency the RUB methods, and the first deposit settles RUB (§3 default)', async () => {
    const player = new PlayerSession(api.url);
    const { url } = expectOk(await player.auth.socialLogin({ provider: 'steam', origin: WEB_ORIGIN }));
    const consent = await socialPopup(api.url, {
      decision: 'allow',
      account: 'no-currency@steam.example',
    }).popup.waitForToken(url);
    player.signIn({ token: consent?.token ?? '', sso: null });
    const before = expectOk(await player.profile.getUser());
    expect(before).toMatchObject({ currency: null, balance: moneyOf(0, 'RUB') });

    const [card] = expectOk(await player.billing.getBillingData()).methods;
    expect(card?.currency).toBe('RUB');
    const amount = moneyOf(300, 'RUB');
    const invoice = expectOk(await player.billing.createInvoice(card?.hash ?? '', amount));
    await api.payInvoice(invoice.id);
    expect(expectOk(await player.profile.getUser())).toMatchObject({ currency: 'RUB', balance: amount });
  });

  it('refuses an amount outside the method limits and a method of another currency', async () => {
    const { player, method } = await depositor('RUB');
    expect(await player.billing.createInvoice(method('card').hash, moneyOf(99.99, 'RUB'))).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { amount: ['out_of_range'] } },
    });
    expect(await player.billing.createInvoice(method('phone').hash, moneyOf(300_000.01, 'RUB'))).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { amount: ['out_of_range'] } },
    });
    const usd = await depositor('USD');
    expect(await player.billing.createInvoice(usd.method('card').hash, moneyOf(50, 'USD'))).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { method: ['not_found'] } },
    });
  });

  it('answers the status of another player invoice as not found', async () => {
    const owner = await depositor('RUB');
    const invoice = expectOk(
      await owner.player.billing.createInvoice(owner.method('card').hash, moneyOf(500, 'RUB')),
    );
    const stranger = await depositor('RUB');
    expect(await stranger.player.billing.getPaymentStatus(invoice.id)).toEqual({
      ok: false,
      error: { kind: 'notFound' },
    });
  });

  // Last in the file: it moves the server's clock past every invoice's life.
  it('expires an unpaid invoice after its life time: status 4, and the provider can no longer pay it', async () => {
    const { player, method } = await depositor('EUR');
    const invoice = expectOk(await player.billing.createInvoice(method('card').hash, moneyOf(20, 'EUR')));
    await api.advanceClock(INVOICE_LIFE_SECONDS + 1);
    expect(expectOk(await player.billing.getPaymentStatus(invoice.id))).toEqual({ status: EXPIRED });
    // The access token lapsed with the clock too: the call refreshed the session once, through the cookie.
    expect(player.refreshCalls().map((call) => call.status)).toEqual([200]);
    expect(await api.payInvoice(invoice.id)).toBe(422);
    expect(expectOk(await player.profile.getUser()).balance).toEqual(moneyOf(0, 'EUR'));
    expect(expectOk(await player.money.getHistory({})).movements[0]).toMatchObject({
      kind: 'deposit',
      status: 'expired',
    });
  });
});
