import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessage, logInDemo, registerPlayer, startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const user = async (token: string, query = '') =>
  (await t.http.get(`/profile/user${query}`, { token })).body['data'];

describe('GET /profile/user', () => {
  it('answers the demo player as the contract shows it', async () => {
    const token = await logInDemo(t.http);
    expect(await user(token)).toEqual({
      id: 1,
      name: 'Demo',
      email: 'demo@example.com',
      phone: '+70001234567',
      balance: 0,
      bonus: 0,
      bonus_balance: 0,
      total_balance: 0,
      currency: 'RUB',
      locale: 'en',
      timezone: 'Europe/Moscow',
      image: { small: null },
      register_method: 'email',
      is_phone_verified: false,
      is_email_verified: true,
      is_password_exists: true,
      is_avatar_hidden: false,
      is_statistics_hidden: false,
      verification: { is_need: false, data: { status: 'unverified', reason: null } },
      premium: { status: null },
      region: 'RU',
      features: ['bonus_balances'],
      fresh_token: null,
      super_bonus: null,
    });
  });

  it('answers the rich player with money in major units, VIP status and a pending check', async () => {
    const token = await logInDemo(t.http, 'rich@example.com');
    expect(await user(token)).toMatchObject({
      currency: 'USD',
      balance: 250,
      // No bonus record stands behind a seeded bonus balance, so the seed gives none (issue 34).
      bonus_balance: 0,
      total_balance: 250,
      premium: { status: 'vip' },
      verification: { is_need: true, data: { status: 'pending' } },
      features: [],
    });
  });

  it('keeps the first super bonus named by whoAreYou', async () => {
    const player = await registerPlayer(t.http);
    expect((await user(player.token, '?whoAreYou=SUMMER_2026'))['super_bonus']).toBe('SUMMER_2026');
    expect((await user(player.token, '?whoAreYou=OTHER'))['super_bonus']).toBe('SUMMER_2026');
  });

  it('refuses a hostile whoAreYou with 400, and no token with 401', async () => {
    const player = await registerPlayer(t.http);
    const hostile = await t.http.get(
      `/profile/user?whoAreYou=${encodeURIComponent("'; DROP TABLE players;--")}`,
      {
        token: player.token,
      },
    );
    expect(hostile.status).toBe(400);
    expect(hostile.body).toEqual({ message: 'bad_request', errors: { whoAreYou: ['invalid'] } });
    expect((await t.http.get('/profile/user')).status).toBe(401);
  });
});

describe('PUT /profile/settings', () => {
  it('saves locale, timezone and the avatar flag', async () => {
    const player = await registerPlayer(t.http);
    const answer = await t.http.put(
      '/profile/settings',
      { locale: 'kz', timezone: 'Asia/Almaty', is_avatar_hidden: true },
      { token: player.token },
    );
    expect(answer.body).toEqual({ success: true });
    expect(await user(player.token)).toMatchObject({
      locale: 'kz',
      timezone: 'Asia/Almaty',
      is_avatar_hidden: true,
    });
  });

  it('answers 200 with an error for hiding statistics without the VIP club, and allows it after joining', async () => {
    const player = await registerPlayer(t.http);
    const refused = await t.http.put(
      '/profile/settings',
      { is_statistics_hidden: true },
      { token: player.token },
    );
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ error: 'vip_required' });
    await t.http.post('/api/v2/vip/join', undefined, { token: player.token });
    const allowed = await t.http.put(
      '/profile/settings',
      { is_statistics_hidden: true },
      { token: player.token },
    );
    expect(allowed.body).toEqual({ success: true });
    expect((await user(player.token))['is_statistics_hidden']).toBe(true);
  });

  it('refuses an unsupported locale, an unknown timezone, a wrong type and an empty body', async () => {
    const player = await registerPlayer(t.http);
    const bad = await t.http.put(
      '/profile/settings',
      { locale: 'xx', timezone: 'Mars/Olympus', is_avatar_hidden: 'yes' },
      { token: player.token },
    );
    expect(bad.status).toBe(422);
    expect(bad.body['errors']).toEqual({
      locale: ['invalid'],
      timezone: ['invalid'],
      is_avatar_hidden: ['invalid'],
    });
    const empty = await t.http.put('/profile/settings', {}, { token: player.token });
    expect(empty.body['errors']).toEqual({ settings: ['required'] });
  });
});

describe('POST /password/update', () => {
  it('changes the password and logs out the other sessions only', async () => {
    const player = await registerPlayer(t.http);
    const other = (
      await t.http.post('/api/v2/auth/login/email/password', {
        email: player.email,
        password: player.password,
      })
    ).body;
    const answer = await t.http.post(
      '/password/update',
      { old_password: player.password, password: 'changed-pass', password_confirm: 'changed-pass' },
      { token: player.token },
    );
    expect(answer.body).toEqual({ success: true });
    expect((await t.http.get('/profile/user', { token: player.token })).status).toBe(200);
    expect((await t.http.get('/profile/user', { token: other['token'] })).status).toBe(401);
    const login = await t.http.post('/api/v2/auth/login/email/password', {
      email: player.email,
      password: 'changed-pass',
    });
    expect(login.status).toBe(200);
  });

  it('names old_password, new_password and password_confirm as §5 does', async () => {
    const player = await registerPlayer(t.http);
    const answer = await t.http.post(
      '/password/update',
      { old_password: 'not-my-password', password: '123', password_confirm: '1234' },
      { token: player.token },
    );
    expect(answer.status).toBe(422);
    expect(answer.body['errors']).toEqual({
      old_password: ['wrong_password'],
      new_password: ['too_short'],
      password_confirm: ['mismatch'],
    });
  });

  it('needs the old password and a token', async () => {
    const player = await registerPlayer(t.http);
    const missing = await t.http.post('/password/update', { password: 'abcdefgh' }, { token: player.token });
    expect(missing.body['errors']).toEqual({ old_password: ['required'] });
    expect((await t.http.post('/password/update', {})).status).toBe(401);
  });
});

describe('POST /api/v2/auth/password/set', () => {
  it('sets a first password for a player who has none', async () => {
    const started = await t.http.put('/auth/login', { provider: 'vk', origin: 'http://localhost:5173' });
    const url = new URL(started.body['url']);
    const page = await t.http.request('POST', url.pathname, {
      raw: new URLSearchParams({
        state: url.searchParams.get('state') ?? '',
        origin: 'http://localhost:5173',
        decision: 'allow',
        account: 'vk.player@vk.example',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const token = /"token":"([^"]+)"/.exec(page.text)?.[1] ?? '';
    const mismatch = await t.http.post(
      '/api/v2/auth/password/set',
      { password: 'first-pass', confirm_password: 'other' },
      { token },
    );
    expect(mismatch.body['errors']).toEqual({ password_confirm: ['mismatch'] });
    const short = await t.http.post(
      '/api/v2/auth/password/set',
      { password: '12', confirm_password: '12' },
      { token },
    );
    expect(short.body['errors']).toEqual({ password: ['too_short'] });
    const set = await t.http.post(
      '/api/v2/auth/password/set',
      { password: 'first-pass', confirm_password: 'first-pass' },
      { token },
    );
    expect(set.body).toEqual({ success: true });
    expect((await user(token))['is_password_exists']).toBe(true);
  });

  it('refuses with 403 password_already_set when the player has a password', async () => {
    const player = await registerPlayer(t.http);
    const answer = await t.http.post(
      '/api/v2/auth/password/set',
      { password: 'another-pass', confirm_password: 'another-pass' },
      { token: player.token },
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: 'password_already_set' });
  });
});

describe('POST /api/v2/vip/join', () => {
  it('joins once, then answers 403 already_member', async () => {
    const player = await registerPlayer(t.http);
    expect((await t.http.post('/api/v2/vip/join', undefined, { token: player.token })).body).toEqual({
      success: true,
    });
    expect((await user(player.token))['premium']).toEqual({ status: 'vip' });
    const again = await t.http.post('/api/v2/vip/join', undefined, { token: player.token });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ error: 'already_member' });
  });
});

describe('GET /profile/history', () => {
  it('lists the seeded movements newest first, filterable by kind', async () => {
    const token = await logInDemo(t.http);
    const all = (await t.http.get('/profile/history', { token })).body['data'];
    expect(all.map((entry: { kind: string }) => entry.kind)).toEqual(['deposit', 'bet', 'bet', 'deposit']);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      kind: 'deposit',
      amount: 5000,
      currency: 'RUB',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'expired',
      // Seeded rows predate the balance kept with each movement.
      balance_after: null,
      bet_id: null,
      round_id: null,
      case_opening_id: null,
      withdrawal_id: null,
      sports_bet_id: null,
      tournament: null,
    });
    const bets = (await t.http.get('/profile/history?kind=bet', { token })).body['data'];
    expect(bets).toHaveLength(2);
  });

  it('refuses an unknown kind and needs a token', async () => {
    const token = await logInDemo(t.http);
    expect((await t.http.get('/profile/history?kind=jackpot', { token })).status).toBe(400);
    expect((await t.http.get('/profile/history?limit=-1', { token })).status).toBe(400);
    expect((await t.http.get('/profile/history')).status).toBe(401);
  });
});

describe('POST /auth/send_login_data', () => {
  it('mails the login and a link to choose a new password, and answers the same for an unknown email', async () => {
    expect((await t.http.post('/auth/send_login_data', { email: 'demo@example.com' })).body).toEqual({
      success: true,
    });
    const message = await lastMessage(t.http, 'demo@example.com');
    expect(message.body).toContain('demo@example.com, +70001234567');
    expect(message.link).toMatch(/\/reset-password\//);
    expect((await t.http.post('/auth/send_login_data', { email: 'ghost@example.org' })).body).toEqual({
      success: true,
    });
    expect((await t.http.post('/auth/send_login_data', { email: 'nope' })).status).toBe(422);
  });
});
