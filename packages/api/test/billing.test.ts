import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  // Sessions outlive the invoices here, so expiry tests see the invoice lapse, not the token.
  t = await startTestApi({ accessTtlSeconds: 86_400 });
});
afterAll(() => t.close());

interface Method {
  hash: string;
  name: string;
  kind: string;
  currency: string;
  min_amount: number | null;
  max_amount: number | null;
  preset: { default: number | null; amounts: number[] } | null;
  crypto: boolean;
}

async function billing(token: string) {
  const answer = await t.http.get('/api/v2/billing/data', { token });
  expect(answer.status).toBe(200);
  return answer.body['data'] as {
    payments: { methods: Method[]; bonus: { name: string } | null };
    'crypto-payments': Method[];
    'crypto-payouts': Method[];
  };
}

const pay = (token: string, method: string, amount: unknown) =>
  t.http.post('/api/v2/billing/payment', { method, amount }, { token });
const status = async (token: string, id: number) =>
  (await t.http.get(`/billing/payment/status/${id}`, { token })).body['data']?.['status'];
const balance = async (token: string) => (await t.http.get('/profile/user', { token })).body['data'];

describe('GET /api/v2/billing/data', () => {
  it.each(['RUB', 'USD', 'KZT', 'INR', 'EUR'] as const)(
    'offers %s players a card with limits and presets, a phone transfer without, and a crypto method',
    async (currency) => {
      const player = await registerPlayer(t.http, { currency });
      const data = await billing(player.token);
      const [card, phone] = data.payments.methods;
      expect(data.payments.methods).toHaveLength(2);
      expect(card).toMatchObject({
        currency,
        kind: 'card',
        crypto: false,
        min_amount: expect.any(Number),
        max_amount: expect.any(Number),
      });
      expect(card?.preset?.amounts.length).toBeGreaterThan(0);
      expect(phone).toMatchObject({
        currency,
        kind: 'phone',
        min_amount: null,
        max_amount: null,
        preset: null,
        crypto: false,
      });
      expect(data['crypto-payments']).toEqual([
        expect.objectContaining({ currency, crypto: true, exchange_currency: 'USDT', max_amount: null }),
      ]);
      expect(data['crypto-payouts']).toHaveLength(1);
      expect(data.payments.bonus).toBeNull();
    },
  );

  it('names the bonus waiting for the deposit', async () => {
    const player = await registerPlayer(t.http, { promo: 'WELCOME100' });
    const answer = await t.http.get('/api/v2/billing/data', {
      token: player.token,
      headers: { 'accept-language': 'ru' },
    });
    expect(answer.body['data']['payments']['bonus']).toEqual({ name: 'Бонус 100% на первый депозит' });
  });

  it('needs a token', async () => {
    expect((await t.http.get('/api/v2/billing/data')).status).toBe(401);
  });
});

describe('deposit invoices', () => {
  it('creates an invoice with a 1200 s life, a recipient card and a provider page', async () => {
    const player = await registerPlayer(t.http);
    const card = (await billing(player.token)).payments.methods[0]!;
    const answer = await pay(player.token, card.hash, 1500.5);
    expect(answer.status).toBe(200);
    expect(answer.body['data']).toEqual({
      id: expect.any(Number),
      hash: expect.stringMatching(/^[a-f0-9]{32}$/),
      amount: 1500.5,
      shop_amount: 1500.5,
      commission: 0,
      life_time: 1200,
      card: { card_number: expect.stringMatching(/^0000( \d{4}){3}$/), phone_number: null },
      sum_was_changed: false,
      demo: true,
      pay_url: expect.stringMatching(/\/pay\/[a-f0-9]{32}\?lang=(ru|en|kz|br)$/),
    });
    expect(await status(player.token, answer.body['data']['id'])).toBe(1);
  });

  it('moves a phone transfer by a few kopecks so the provider can match it, and says so', async () => {
    const player = await registerPlayer(t.http);
    const phone = (await billing(player.token)).payments.methods[1]!;
    const invoice = (await pay(player.token, phone.hash, 1000)).body['data'];
    expect(invoice.sum_was_changed).toBe(true);
    expect(invoice.amount).toBeGreaterThan(1000);
    expect(invoice.amount).toBeLessThan(1001);
    expect(invoice.card).toEqual({
      card_number: null,
      phone_number: expect.stringMatching(/^\+44 7700 900\d{3}$/),
    });
  });

  it('takes a 1% commission on crypto', async () => {
    const player = await registerPlayer(t.http, { currency: 'USD' });
    const crypto = (await billing(player.token))['crypto-payments'][0]!;
    const invoice = (await pay(player.token, crypto.hash, 200)).body['data'];
    expect(invoice).toMatchObject({ amount: 200, commission: 2, shop_amount: 198 });
  });

  it('refuses amounts outside the method limits, and the §5 defaults for a method without limits', async () => {
    const player = await registerPlayer(t.http);
    const [card, phone] = (await billing(player.token)).payments.methods;
    for (const [method, amount] of [
      [card!.hash, 99.99],
      [card!.hash, 300_000.01],
      [phone!.hash, 50],
      [phone!.hash, 300_001],
    ] as const) {
      const answer = await pay(player.token, method, amount);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ message: 'validation', errors: { amount: ['out_of_range'] } });
    }
    expect((await pay(player.token, phone!.hash, 100)).status).toBe(200);
  });

  it('scales the §5 defaults to a dollar method without limits: 1 to 3000 $', async () => {
    const player = await registerPlayer(t.http, { currency: 'USD' });
    const phone = (await billing(player.token)).payments.methods.find((method) => method.kind === 'phone')!;
    // Its Russian name is Russian (issue 21); the English one is in name_en.
    expect(phone.name).toBe('Мобильный перевод');
    expect((await pay(player.token, phone.hash, 0.99)).body['errors']).toEqual({ amount: ['out_of_range'] });
    expect((await pay(player.token, phone.hash, 3000.01)).body['errors']).toEqual({
      amount: ['out_of_range'],
    });
    expect((await pay(player.token, phone.hash, 50)).status).toBe(200);
  });

  it('refuses more than two decimals, non-numbers, negatives, unknown methods and another currency’s method', async () => {
    const player = await registerPlayer(t.http);
    const card = (await billing(player.token)).payments.methods[0]!;
    expect((await pay(player.token, card.hash, 150.555)).body['errors']).toEqual({ amount: ['invalid'] });
    expect((await pay(player.token, card.hash, '150')).body['errors']).toEqual({ amount: ['invalid'] });
    expect((await pay(player.token, card.hash, -5)).body['errors']).toEqual({ amount: ['out_of_range'] });
    expect((await pay(player.token, 'no-such-method', 500)).body['errors']).toEqual({
      method: ['not_found'],
    });
    const usd = await registerPlayer(t.http, { currency: 'USD' });
    const usdCard = (await billing(usd.token)).payments.methods[0]!;
    expect((await pay(player.token, usdCard.hash, 500)).body['errors']).toEqual({ method: ['not_found'] });
  });

  it('is paid through the development endpoint: status 3, balance credited, history settled', async () => {
    const player = await registerPlayer(t.http);
    const card = (await billing(player.token)).payments.methods[0]!;
    const invoice = (await pay(player.token, card.hash, 2500)).body['data'];
    const paid = await t.http.post(`/__dev/invoices/${invoice.id}/pay`);
    expect(paid.body).toEqual({ data: { status: 3 } });
    expect(await status(player.token, invoice.id)).toBe(3);
    expect(await balance(player.token)).toMatchObject({ balance: 2500, total_balance: 2500 });
    const history = (await t.http.get('/profile/history', { token: player.token })).body['data'];
    expect(history[0]).toMatchObject({ kind: 'deposit', amount: 2500, status: 'success' });
    await t.http.post(`/__dev/invoices/${invoice.id}/pay`);
    expect((await balance(player.token))['balance']).toBe(2500);
  });

  it('is paid through the provider page the invoice points to', async () => {
    const player = await registerPlayer(t.http);
    const card = (await billing(player.token)).payments.methods[0]!;
    const invoice = (await pay(player.token, card.hash, 700)).body['data'];
    const link = new URL(invoice.pay_url);
    const path = `${link.pathname}${link.search}`;
    const page = await t.http.get(path);
    expect(page.status).toBe(200);
    // The page speaks the language the deposit was made in (issue 21): this client asks in Russian, the default.
    expect(page.text).toContain('Подтвердить оплату');
    expect(page.text).toContain('20:00');
    const confirmed = await t.http.request('POST', path);
    expect(confirmed.text).toContain('Платёж получен');
    expect(await status(player.token, invoice.id)).toBe(3);
    expect((await balance(player.token))['balance']).toBe(700);
  });

  it('speaks the language the deposit was made in: a Kazakh deposit gets a Kazakh page', async () => {
    const player = await registerPlayer(t.http);
    const card = (await billing(player.token)).payments.methods[0]!;
    const link = new URL((await pay(player.token, card.hash, 700)).body['data'].pay_url);
    const page = await t.http.get(`${link.pathname}?lang=kz`);
    expect(page.text).toContain('<html lang="kk">');
    expect(page.text).toContain('Төлемді растау');
    expect(page.text).toContain('700,00');
  });

  it('expires after life_time: status 4, and it can no longer be paid', async () => {
    const player = await registerPlayer(t.http);
    const card = (await billing(player.token)).payments.methods[0]!;
    const invoice = (await pay(player.token, card.hash, 1000)).body['data'];
    t.clock.advance(1199);
    expect(await status(player.token, invoice.id)).toBe(1);
    t.clock.advance(2);
    expect(await status(player.token, invoice.id)).toBe(4);
    const refused = await t.http.post(`/__dev/invoices/${invoice.id}/pay`);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: 'validation', errors: { invoice: ['expired'] } });
    const page = await t.http.request('POST', new URL(invoice.pay_url).pathname);
    expect(page.status).toBe(422);
    expect((await balance(player.token))['balance']).toBe(0);
    const history = (await t.http.get('/profile/history', { token: player.token })).body['data'];
    expect(history[0]).toMatchObject({ kind: 'deposit', status: 'expired' });
  });

  it('shows an invoice’s status only to its owner', async () => {
    const owner = await registerPlayer(t.http);
    const stranger = await registerPlayer(t.http);
    const card = (await billing(owner.token)).payments.methods[0]!;
    const invoice = (await pay(owner.token, card.hash, 1000)).body['data'];
    const answer = await t.http.get(`/billing/payment/status/${invoice.id}`, { token: stranger.token });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'not_found' });
    expect((await t.http.get('/billing/payment/status/abc', { token: owner.token })).status).toBe(400);
    expect((await t.http.get(`/billing/payment/status/${invoice.id}`)).status).toBe(401);
  });

  it('answers 404 for unknown invoices on the development endpoint and the provider page', async () => {
    expect((await t.http.post('/__dev/invoices/999999/pay')).status).toBe(404);
    expect((await t.http.get('/pay/0123456789abcdef0123456789abcdef')).status).toBe(404);
    expect((await t.http.get('/pay/%3Cscript%3E')).status).toBe(404);
  });
});

describe('bonuses granted by a deposit', () => {
  it('WELCOME100 doubles the first deposit into the bonus balance, with a x20 wager', async () => {
    const player = await registerPlayer(t.http, { promo: 'WELCOME100' });
    const card = (await billing(player.token)).payments.methods[0]!;
    const invoice = (await pay(player.token, card.hash, 1000)).body['data'];
    await t.http.post(`/__dev/invoices/${invoice.id}/pay`);
    expect(await balance(player.token)).toMatchObject({
      balance: 1000,
      bonus_balance: 1000,
      total_balance: 2000,
      bonus: 20_000,
    });
    const waiting = await t.http.get('/bonus-system/bonus-activation/waiting-reg-and-dep', {
      token: player.token,
    });
    expect(waiting.body['data']).toEqual([]);
    const history = (await t.http.get('/profile/history?kind=bonus', { token: player.token })).body['data'];
    expect(history).toEqual([expect.objectContaining({ kind: 'bonus', amount: 1000, status: 'success' })]);
  });

  it('WELCOME100 caps the bonus at the cap of the player’s currency: 300 $ on a 500 $ deposit', async () => {
    const player = await registerPlayer(t.http, { promo: 'WELCOME100', currency: 'USD' });
    const card = (await billing(player.token)).payments.methods[0]!;
    const invoice = (await pay(player.token, card.hash, 500)).body['data'];
    await t.http.post(`/__dev/invoices/${invoice.id}/pay`);
    expect(await balance(player.token)).toMatchObject({ balance: 500, bonus_balance: 300 });
  });

  it('FREESPINS grants the campaign’s spins on the first deposit', async () => {
    const player = await registerPlayer(t.http, { promo: 'FREESPINS' });
    expect((await t.http.get('/profile/freeSpins', { token: player.token })).body['data']).toEqual([]);
    const card = (await billing(player.token)).payments.methods[0]!;
    await t.http.post(`/__dev/invoices/${(await pay(player.token, card.hash, 500)).body['data']['id']}/pay`);
    const spins = (await t.http.get('/profile/freeSpins', { token: player.token })).body['data'];
    expect(spins).toEqual([expect.objectContaining({ count: 50, game: { id: expect.any(Number) } })]);
  });
});
