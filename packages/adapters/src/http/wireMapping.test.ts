import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/testServer.ts';
import { SessionValues, testClient } from '../../test/support/httpClient.ts';
import { allApis, type Apis } from '../../test/support/apis.ts';
import {
  wireInvoiceFactory,
  wireMethodFactory,
  wireTournamentFactory,
  wireUserFactory,
} from '../../test/support/wireFactories.ts';

let server: TestServer;
let apis: Apis;
beforeAll(async () => {
  server = await startTestServer();
  const session = new SessionValues();
  session.token = 'access';
  apis = allApis(testClient(server.baseUrl, session));
});
afterAll(() => server.close());

function answer(json: unknown): void {
  server.requests.length = 0;
  server.handle(() => ({ json }));
}

describe('user from the wire (§3)', () => {
  it('turns balances into integer minor units of the player currency', async () => {
    answer({ data: wireUserFactory.build({ balance: 1500.5, bonus_balance: 0.1, total_balance: 1500.6 }) });
    const result = await apis.profile.getUser();
    expect(result.ok && result.value.balance).toEqual({ minor: 150_050, currency: 'RUB' });
    expect(result.ok && result.value.bonusBalance).toEqual({ minor: 10, currency: 'RUB' });
    expect(result.ok && result.value.totalBalance).toEqual({ minor: 150_060, currency: 'RUB' });
  });

  it('keeps a missing currency as null and counts balances in RUB, the default', async () => {
    answer({ data: wireUserFactory.build({ currency: null, balance: 0 }) });
    const result = await apis.profile.getUser();
    expect(result.ok && result.value.currency).toBeNull();
    expect(result.ok && result.value.balance).toEqual({ minor: 0, currency: 'RUB' });
  });

  it('reads camelCase fields, a numeric id as a string and the verification word as its state (§4)', async () => {
    answer({
      data: wireUserFactory.build({
        id: 42,
        verification: { is_need: true, data: { status: 'user_pending' } },
        premium: { status: 'gold' },
        image: { small: 'https://cdn.casino.test/a.png' },
        fresh_token: 'fresh',
        super_bonus: 77,
        is_avatar_hidden: true,
      }),
    });
    const result = await apis.profile.getUser();
    expect(result.ok && result.value).toMatchObject({
      id: '42',
      verification: { isNeed: true, status: 'pending' },
      premiumStatus: 'gold',
      imageSmall: 'https://cdn.casino.test/a.png',
      freshToken: 'fresh',
      superBonus: '77',
      features: ['bonus_balances'],
      isAvatarHidden: true,
      isStatisticsHidden: false,
    });
  });

  it('sends whoAreYou when the super_bonus cookie is set', async () => {
    answer({ data: wireUserFactory.build() });
    await apis.profile.getUser('bonus-7');
    expect(server.requests[0]?.query.get('whoAreYou')).toBe('bonus-7');
  });

  it('refuses a balance finer than the minor unit instead of rounding it away', async () => {
    answer({ data: wireUserFactory.build({ balance: 10.005 }) });
    const result = await apis.profile.getUser();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('malformedResponse');
    expect(!result.ok && result.error.kind === 'malformedResponse' && result.error.detail).toContain(
      'balance',
    );
  });
});

describe('settings answer (§8)', () => {
  it('turns a refused setting, answered 200 with an error field, into a server error carrying it', async () => {
    answer({ error: 'locale_locked' });
    expect(await apis.profile.updateSettings({ locale: 'en', isAvatarHidden: true })).toEqual({
      ok: false,
      error: { kind: 'server', status: 200, error: 'locale_locked' },
    });
    expect(server.requests[0]?.body).toEqual({ locale: 'en', is_avatar_hidden: true });
  });
});

describe('billing from the wire (§3)', () => {
  it('reads methods with limits and presets as Money of the method currency', async () => {
    const method = wireMethodFactory.build({
      currency: 'KZT',
      min_amount: 500,
      preset: { default: 1000, amounts: [2500.25] },
    });
    answer({
      data: {
        payments: { methods: [method], bonus: { name: 'Welcome' } },
        'crypto-payments': [
          wireMethodFactory.build({ crypto: true, min_amount: null, max_amount: null, preset: null }),
        ],
        'crypto-payouts': [],
      },
    });
    const result = await apis.billing.getBillingData();
    expect(result.ok && result.value.bonusName).toBe('Welcome');
    expect(result.ok && result.value.methods[0]).toMatchObject({
      nameEn: 'Bank card',
      minAmount: { minor: 50_000, currency: 'KZT' },
      preset: {
        default: { minor: 100_000, currency: 'KZT' },
        amounts: [{ minor: 250_025, currency: 'KZT' }],
      },
    });
    expect(result.ok && result.value.cryptoPayments[0]).toMatchObject({
      minAmount: null,
      preset: null,
      crypto: true,
    });
  });

  it('sends the deposit amount in major units and reads the invoice in its currency', async () => {
    answer({
      data: wireInvoiceFactory.build({
        id: 9,
        amount: 25.5,
        shop_amount: 25,
        commission: 0.5,
        life_time: null,
      }),
    });
    const result = await apis.billing.createInvoice('card', { minor: 2550, currency: 'USD' });
    expect(server.requests[0]?.body).toEqual({ method: 'card', amount: 25.5 });
    expect(result.ok && result.value).toMatchObject({
      id: '9',
      amount: { minor: 2550, currency: 'USD' },
      shopAmount: { minor: 2500, currency: 'USD' },
      commission: { minor: 50, currency: 'USD' },
      lifeTimeSeconds: 1200,
      card: { cardNumber: '2200 0000 0000 0000', phoneNumber: null },
    });
  });

  it('reads the polled invoice status', async () => {
    answer({ data: { status: 3 } });
    expect(await apis.billing.getPaymentStatus('9')).toEqual({ ok: true, value: { status: 3 } });
  });
});

describe('bonuses, free spins and content from the wire', () => {
  it('reads free spins with their campaign, game id and expiry', async () => {
    answer({
      data: [
        { id: 1, campaign_id: 3, game: { id: 12 }, count: 5, expiration_at: '2030-01-01T00:00:00Z' },
        { id: 2, campaign_id: null, game: { id: 12 }, count: 1, expiration_at: '2030-01-01T00:00:00Z' },
      ],
    });
    expect(await apis.freeSpins.list()).toEqual({
      ok: true,
      value: [
        { id: '1', campaignId: '3', gameId: '12', count: 5, expirationAt: '2030-01-01T00:00:00Z' },
        { id: '2', campaignId: null, gameId: '12', count: 1, expirationAt: '2030-01-01T00:00:00Z' },
      ],
    });
  });

  it('reads the welcome pack with its publicTitle and steps', async () => {
    answer({
      data: [{ id: 'p', publicTitle: 'Start', steps: [{ title: '1', percent: 150, free_spins: 25 }] }],
    });
    expect(await apis.bonus.welcomePacksGuest()).toEqual({
      ok: true,
      value: [{ id: 'p', publicTitle: 'Start', steps: [{ title: '1', percent: 150, freeSpins: 25 }] }],
    });
  });

  it('reads a tournament prize pool as Money of its currency', async () => {
    answer({ data: wireTournamentFactory.build({ prize_pool: 1000.5, currency: 'EUR' }) });
    const result = await apis.content.tournament('1');
    expect(result.ok && result.value.prizePool).toEqual({ minor: 100_050, currency: 'EUR' });
  });

  it('reads the utm promo and the mirror answer', async () => {
    answer({ advId: null, promo: { type: 'freespins', value: 50 } });
    expect(await apis.attribution.utm({})).toEqual({
      ok: true,
      value: { advId: null, promo: { type: 'freespins', value: '50' } },
    });
    answer({
      redirect: { newLink: 'https://new.casino.test' },
      meta_yandex_verification: 'abc',
      sso: 'https://sso.test',
    });
    expect(await apis.mirror.getMirror()).toEqual({
      ok: true,
      value: {
        newLink: 'https://new.casino.test',
        oldDomain: null,
        metaYandexVerification: 'abc',
        sso: 'https://sso.test',
      },
    });
  });

  it('reads geo data with the region', async () => {
    answer({ data: { data: { ip: '203.0.113.5', country_code: 'KZ', region: 'KZ' } } });
    expect(await apis.geo.geoIp()).toEqual({
      ok: true,
      value: { ip: '203.0.113.5', countryCode: 'KZ', region: 'KZ' },
    });
  });
});

describe('auth answers', () => {
  it('reads the login answer token and sso link, and sends only the fields that are set', async () => {
    answer({ success: true, token: 'access', refresh_token: 'refresh', sso: 'https://sso.test' });
    const result = await apis.auth.registerByEmail({
      email: 'a@b.test',
      password: 'secret123',
      currency: 'RUB',
      promo: 'WELCOME100',
      stag: 'aff_1',
    });
    expect(result).toEqual({ ok: true, value: { token: 'access', sso: 'https://sso.test' } });
    expect(server.requests[0]?.body).toEqual({
      email: 'a@b.test',
      password: 'secret123',
      currency: 'RUB',
      promo: 'WELCOME100',
      stag: 'aff_1',
    });
  });

  it('sends social login tracking fields beside the provider, never letting them replace it', async () => {
    answer({ url: 'http://127.0.0.1/social/google/consent?state=1' });
    await apis.auth.socialLogin({
      provider: 'google',
      origin: 'http://localhost:5173',
      currency: 'USD',
      tracking: { stag: 'aff', fpp: 'fp', provider: 'evil' },
    });
    expect(server.requests[0]?.body).toEqual({
      provider: 'google',
      origin: 'http://localhost:5173',
      currency: 'USD',
      stag: 'aff',
      fpp: 'fp',
    });
  });
});
