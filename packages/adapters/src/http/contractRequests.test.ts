import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/testServer.ts';
import { SessionValues, testClient } from '../../test/support/httpClient.ts';
import { allApis, type Apis } from '../../test/support/apis.ts';
import { CALL_CASES } from '../../test/support/wireAnswers.ts';

interface Expected {
  readonly method: string;
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

/** Each call as docs/contract.md writes it: method, path, query and body. */
const EXPECTED: Readonly<Record<string, Expected>> = {
  'auth.registerByEmail': {
    method: 'POST',
    path: '/api/v2/auth/register/email',
    body: { email: 'a@b.test', password: 'secret123', currency: 'RUB' },
  },
  'auth.registerByPhone': {
    method: 'POST',
    path: '/api/v2/auth/register/phone',
    body: { phone: '+70001234567', password: 'secret123', currency: 'KZT' },
  },
  'auth.loginByEmailPassword': {
    method: 'POST',
    path: '/api/v2/auth/login/email/password',
    body: { email: 'a@b.test', password: 'secret123' },
  },
  'auth.loginByEmailCode': {
    method: 'POST',
    path: '/api/v2/auth/login/email/code',
    body: { email: 'a@b.test', code: '1234' },
  },
  'auth.loginByPhonePassword': {
    method: 'POST',
    path: '/api/v2/auth/login/phone/password',
    body: { phone: '+70001234567', password: 'secret123' },
  },
  'auth.loginByPhoneCode': {
    method: 'POST',
    path: '/api/v2/auth/login/phone/code',
    query: { type: 'sms' },
    body: { phone: '+70001234567', code: '1234' },
  },
  'auth.requestPhoneLoginCode': {
    method: 'POST',
    path: '/api/v2/auth/login/phone/verification',
    body: { phone: '+70001234567' },
  },
  'auth.requestEmailLoginCode': {
    method: 'POST',
    path: '/api/v2/auth/login/email/verification',
    body: { email: 'a@b.test' },
  },
  'auth.resendPhoneCode': {
    method: 'POST',
    path: '/api/v2/auth/phone/resend',
    body: { phone: '+70001234567' },
  },
  'auth.resendPhoneLoginCodeBySms': {
    method: 'POST',
    path: '/api/v2/auth/login/phone/code/resend',
    query: { type: 'sms' },
    body: { phone: '+70001234567' },
  },
  'auth.resendEmailLoginCode': {
    method: 'POST',
    path: '/api/v2/auth/login/email/resend',
    body: { email: 'a@b.test' },
  },
  'auth.resendEmailVerification': { method: 'POST', path: '/api/v2/auth/email/resend' },
  'auth.verifyEmailCode': { method: 'POST', path: '/api/v2/auth/email/verify/code', body: { code: '1234' } },
  'auth.verifyPhoneCode': { method: 'POST', path: '/api/v2/auth/phone/verify/code', body: { code: '1234' } },
  'auth.forgotPasswordByEmail': {
    method: 'POST',
    path: '/api/v2/auth/password/email/forgot',
    body: { email: 'a@b.test' },
  },
  'auth.confirmEmailResetCode': {
    method: 'POST',
    path: '/api/v2/auth/password/email/code/confirm',
    body: { email: 'a@b.test', code: '1234', captcha: 'captcha-token' },
  },
  'auth.confirmEmailResetToken': {
    method: 'POST',
    path: '/api/v2/auth/password/email/token/confirm',
    body: { token: 'reset' },
  },
  'auth.checkEmailResetToken': {
    method: 'POST',
    path: '/api/v2/auth/password/email/token/check',
    body: { token: 'reset' },
  },
  'auth.resetPasswordByToken': {
    method: 'POST',
    path: '/api/v2/auth/password/email/reset/token',
    body: { token: 'reset', password: 'new12345', password_confirm: 'new12345' },
  },
  'auth.resetPasswordByCode': {
    method: 'POST',
    path: '/api/v2/auth/password/email/reset/code',
    body: {
      email: 'a@b.test',
      code: '1234',
      captcha: 'captcha-token',
      password: 'new12345',
      password_confirm: 'new12345',
    },
  },
  'auth.forgotPasswordByPhone': {
    method: 'POST',
    path: '/api/v2/auth/password/phone/forgot',
    body: { phone: '+70001234567' },
  },
  'auth.confirmPhoneResetCode': {
    method: 'POST',
    path: '/api/v2/auth/password/phone/code/confirm',
    body: { phone: '+70001234567', code: '1234', captcha: 'captcha-token' },
  },
  'auth.resetPasswordByPhone': {
    method: 'POST',
    path: '/api/v2/auth/password/phone/reset',
    body: { token: 'reset', password: 'new12345', password_confirm: 'new12345' },
  },
  'auth.checkPhoneResetToken': {
    method: 'POST',
    path: '/api/v2/auth/password/phone/token/check',
    body: { token: 'reset' },
  },
  'auth.setPassword': {
    method: 'POST',
    path: '/api/v2/auth/password/set',
    body: { password: 'new12345', confirm_password: 'new12345' },
  },
  'auth.socialLogin': {
    method: 'PUT',
    path: '/auth/login',
    body: { provider: 'google', origin: 'http://localhost:5173', fpp_encrypted: 'c2VhbGVk' },
  },
  'auth.sendLoginData': { method: 'POST', path: '/auth/send_login_data', body: { email: 'a@b.test' } },
  'auth.logout': { method: 'PUT', path: '/auth/logout' },
  'auth.refreshToken': { method: 'POST', path: '/auth/refresh-token' },
  'profile.getUser': { method: 'GET', path: '/profile/user' },
  'profile.updateSettings': { method: 'PUT', path: '/profile/settings', body: { locale: 'en' } },
  'profile.updatePassword': {
    method: 'POST',
    path: '/password/update',
    body: { old_password: 'old12345', password: 'new12345', password_confirm: 'new12345' },
  },
  'profile.joinVip': { method: 'POST', path: '/api/v2/vip/join' },
  'attribution.attachSource': {
    method: 'POST',
    path: '/attachSource',
    body: {
      stag: 's',
      promo: null,
      partnerId: null,
      advId: null,
      advertiseUid: null,
      advertiseSource: null,
      cpaOneUid: null,
      prHash: null,
    },
  },
  'attribution.affiliate': { method: 'POST', path: '/middleware/affiliate', body: { stag: 's' } },
  'attribution.reportClientIp': {
    method: 'POST',
    path: '/middleware/ip',
    body: { host: 'casino.test', userAgent: 'UA' },
  },
  'attribution.registerPageOpen': {
    method: 'POST',
    path: '/middleware/registerPageOpenEvent',
    body: { subH: 'h', uuid: 'fp', click_url: 'https://casino.test/?subH=h' },
  },
  'attribution.utm': { method: 'POST', path: '/middleware/utm', body: { utm_source: 'x' } },
  'geo.geoIp': { method: 'GET', path: '/geo_ip' },
  'mirror.getMirror': { method: 'GET', path: '/mirror' },
  'mirror.mirrorRedirect': {
    method: 'POST',
    path: '/middleware/mirrorRedirect',
    body: { domain: 'old.casino.test' },
  },
  'mirror.reportMirror': { method: 'POST', path: '/middleware/mirror', body: { domain: 'casino.test' } },
  'billing.getBillingData': { method: 'GET', path: '/api/v2/billing/data' },
  'billing.createInvoice': {
    method: 'POST',
    path: '/api/v2/billing/payment',
    body: { method: 'method-1', amount: 100 },
  },
  'billing.getPaymentStatus': { method: 'GET', path: '/billing/payment/status/1' },
  'bonus.waitingRegAndDep': { method: 'GET', path: '/bonus-system/bonus-activation/waiting-reg-and-dep' },
  'bonus.promoBonus': { method: 'GET', path: '/bonus-system/bonus/WELCOME100' },
  'bonus.welcomePacksGuest': { method: 'GET', path: '/api/v3/welcome-pack/get-welcome-packs-guest' },
  'freeSpins.list': { method: 'GET', path: '/profile/freeSpins' },
  'freeSpins.campaign': { method: 'GET', path: '/api/freeSpinsCampaigns/1' },
  'freeSpins.cancel': { method: 'PUT', path: '/api/v2/freeSpinsCampaigns/cancel/1' },
  'content.games': { method: 'GET', path: '/api/v2/content/games', query: { category: 'originals' } },
  'content.tournaments': { method: 'GET', path: '/api/v2/content/tournaments', query: { status: 'active' } },
  'content.tournament': { method: 'GET', path: '/api/v2/content/tournaments/1' },
  'content.top': { method: 'GET', path: '/api/v2/content/top' },
  'content.faq': { method: 'GET', path: '/api/v2/content/faq', query: { lang: 'kz' } },
  'content.seo': { method: 'GET', path: '/api/v2/content/seo', query: { page: 'home', lang: 'en' } },
  'content.vipLevels': { method: 'GET', path: '/api/v2/content/vip-levels' },
  'games.placeDice': {
    method: 'POST',
    path: '/dice/games/dice/bets',
    body: { amount: 1.5, params: { target: 50.5, direction: 'under' } },
  },
  'games.placeCoinflip': {
    method: 'POST',
    path: '/coinflip/games/coinflip/bets',
    body: { amount: 1, params: { side: 'tails' } },
  },
  'games.placeKeno': {
    method: 'POST',
    path: '/keno/games/keno/bets',
    body: { amount: 1, params: { picks: [1, 2, 3], risk: 'high' } },
  },
  'games.placeRoulette': {
    method: 'POST',
    path: '/general/games/roulette/bets',
    body: {
      amount: 0.75,
      params: {
        chips: [
          { kind: 'straight', numbers: [17], amount: 0.5 },
          { kind: 'split', numbers: [1, 2], amount: 0.25 },
        ],
      },
    },
  },
  'games.placeWheel': {
    method: 'POST',
    path: '/general/games/wheel/bets',
    body: { amount: 0.01, params: { risk: 'medium', segments: 20 } },
  },
  'games.getSeeds': { method: 'GET', path: '/general/fairness/seeds' },
  'games.rotateSeeds': {
    method: 'POST',
    path: '/general/fairness/rotate',
    body: { client_seed: 'next-seed' },
  },
  'games.changeClientSeed': {
    method: 'PUT',
    path: '/general/fairness/client-seed',
    body: { client_seed: 'new_seed-1' },
  },
  'games.listBets': {
    method: 'GET',
    path: '/general/games/bets',
    query: { limit: '10', cursor: 'abc', game: 'dice', from: '2030-01-01T00:00:00.000Z' },
  },
  'games.getBet': { method: 'GET', path: '/general/games/bets/bet-1' },
  'rounds.startMiner': {
    method: 'POST',
    path: '/miner/games/miner/rounds',
    body: { amount: 1, params: { mines: 3 } },
  },
  'rounds.startHilo': { method: 'POST', path: '/general/games/hilo/rounds', body: { amount: 1 } },
  'rounds.reveal': {
    method: 'POST',
    path: '/miner/games/miner/rounds/7/actions',
    body: { action: 'reveal', tile: 12 },
  },
  'rounds.guess': {
    method: 'POST',
    path: '/general/games/hilo/rounds/8/actions',
    body: { action: 'guess', guess: 'higher' },
  },
  'rounds.skip': { method: 'POST', path: '/general/games/hilo/rounds/8/actions', body: { action: 'skip' } },
  'rounds.cashOut': { method: 'POST', path: '/miner/games/miner/rounds/7/cashout' },
  'rounds.currentRound': { method: 'GET', path: '/general/games/hilo/rounds/current' },
  'rounds.listCases': { method: 'GET', path: '/cases/games/cases', query: { currency: 'USD' } },
  'rounds.openCase': { method: 'POST', path: '/cases/games/cases/silver/open' },
  'money.getHistory': { method: 'GET', path: '/profile/history', query: { kind: 'deposit', limit: '20' } },
  'money.cancelWithdrawal': { method: 'POST', path: '/api/v2/billing/withdrawals/7/cancel' },
  'money.getSaferPlay': { method: 'GET', path: '/profile/safer-play' },
  'money.takeBreak': {
    method: 'POST',
    path: '/profile/time-out',
    body: { period: 'week', password: 'secret123' },
  },
};

let server: TestServer;
let apis: Apis;
beforeAll(async () => {
  server = await startTestServer();
  const session = new SessionValues();
  session.token = 'access';
  apis = allApis(testClient(server.baseUrl, session));
});
afterAll(() => server.close());

describe.each(CALL_CASES)('$name request', (callCase) => {
  it('goes to the contract path with the contract body', async () => {
    server.requests.length = 0;
    server.handle(() => ({ json: callCase.valid }));
    await callCase.call(apis);
    const expected = EXPECTED[callCase.name];
    const [request] = server.requests;
    expect(expected).toBeDefined();
    expect(request?.method).toBe(expected?.method);
    expect(request?.path).toBe(expected?.path);
    expect(Object.fromEntries(request?.query ?? [])).toEqual(expected?.query ?? {});
    if (expected?.body !== undefined) expect(request?.body).toEqual(expected.body);
  });
});

describe('path parameters', () => {
  it('encodes a hostile promo so it stays one path segment', async () => {
    server.requests.length = 0;
    server.handle(() => ({ status: 404, json: { message: 'not_found' } }));
    const result = await apis.bonus.promoBonus('../../profile/user?x=1');
    expect(server.requests[0]?.path).toBe('/bonus-system/bonus/..%2F..%2Fprofile%2Fuser%3Fx%3D1');
    expect(result).toEqual({ ok: false, error: { kind: 'notFound' } });
  });
});
