import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessage, logInDemo, registerPlayer, startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

describe('the outbox', () => {
  it('keeps every message with its channel, recipient, code and link, and prints it to the log', async () => {
    const player = await registerPlayer(t.http);
    await t.http.post('/api/v2/auth/password/email/forgot', { email: player.email });
    const message = await lastMessage(t.http, player.email);
    expect(message).toEqual({
      id: expect.any(Number),
      channel: 'email',
      to: player.email,
      subject: 'Восстановление пароля',
      body: expect.stringContaining(message.code ?? 'missing'),
      code: expect.stringMatching(/^\d{6}$/),
      link: expect.stringMatching(/^http:\/\/localhost:5173\/reset-password\//),
      created_at: expect.any(String),
    });
    expect(
      t.logs.some(
        (line) => line.startsWith(`[outbox] email to ${player.email}`) && line.includes(message.code ?? '?'),
      ),
    ).toBe(true);
  });

  it('writes in the language the caller asked for', async () => {
    const player = await registerPlayer(t.http);
    await t.http.post(
      '/api/v2/auth/login/email/verification',
      { email: player.email },
      { headers: { 'accept-language': 'en' } },
    );
    expect((await lastMessage(t.http, player.email)).subject).toBe('Your login code');
    await t.http.post(
      '/api/v2/auth/login/email/verification',
      { email: player.email },
      { headers: { 'accept-language': 'pt-BR' } },
    );
    expect((await lastMessage(t.http, player.email)).subject).toBe('Seu código de acesso');
  });

  it('lists the newest first, all recipients without a filter, and honours the limit', async () => {
    const all = (await t.http.get('/__dev/outbox?limit=2')).body['data'] as { id: number }[];
    expect(all).toHaveLength(2);
    expect(all[0]!.id).toBeGreaterThan(all[1]!.id);
    expect((await t.http.get('/__dev/outbox?limit=0')).status).toBe(400);
  });
});

describe('POST /__dev/reset', () => {
  it('puts the database back to the seed and the settings back to their start', async () => {
    const player = await registerPlayer(t.http);
    const token = await logInDemo(t.http);
    await t.http.post('/api/v2/vip/join', undefined, { token });
    await t.http.post('/__dev/config', { blockedCountries: ['RU'] });
    await t.http.post('/__dev/clock', { advance_seconds: 60 });

    expect((await t.http.post('/__dev/reset')).body).toEqual({ success: true });

    const login = await t.http.post('/api/v2/auth/login/email/password', {
      email: player.email,
      password: player.password,
    });
    expect(login.status).toBe(422);
    const demo = await t.http.get('/profile/user', { token: await logInDemo(t.http) });
    expect(demo.body['data']['premium']).toEqual({ status: null });
    expect((await t.http.get('/geo_ip')).status).toBe(200);
    expect((await t.http.get('/__dev/outbox')).body['data']).toEqual([]);
  });
});

describe('POST /__dev/clock', () => {
  it('moves the server clock forward and refuses to move it back', async () => {
    const before = Date.parse(
      (await t.http.post('/__dev/clock', { advance_seconds: 0 })).body['data']['now'],
    );
    const after = Date.parse(
      (await t.http.post('/__dev/clock', { advance_seconds: 1200 })).body['data']['now'],
    );
    expect(after - before).toBe(1_200_000);
    expect((await t.http.post('/__dev/clock', { advance_seconds: -5 })).status).toBe(422);
  });
});

describe('the seed pair read back', () => {
  it("answers a player's active pair with the server seed its commitment hashes, and a 404 for no player", async () => {
    const player = await registerPlayer(t.http);
    const seeds = await t.http.get('/fairness/seeds', { token: player.token });
    const answer = await t.http.get(`/__dev/seed-pair?email=${encodeURIComponent(player.email)}`);
    expect(answer.status).toBe(200);
    const pair = answer.body['data'];
    expect(pair['server_seed_hashed']).toBe(seeds.body['data']['current']['server_seed_hashed']);
    expect(createHash('sha256').update(pair['server_seed']).digest('hex')).toBe(pair['server_seed_hashed']);
    expect((await t.http.get('/__dev/seed-pair?email=nobody%40example.test')).status).toBe(404);
  });
});

describe('outside development mode', () => {
  it('has no /__dev endpoints and ignores the debug country header', async () => {
    const production = await startTestApi({ dev: false });
    try {
      for (const [method, path] of [
        ['GET', '/__dev/outbox'],
        ['POST', '/__dev/reset'],
        ['POST', '/__dev/config'],
        ['POST', '/__dev/invoices/1/pay'],
        ['GET', '/__dev/events'],
        ['GET', '/__dev/seed-pair?email=demo%40example.com'],
      ] as const) {
        const answer = await production.http.request(method, path);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ message: 'not_found' });
      }
      const geo = await production.http.get('/geo_ip', { headers: { 'x-debug-country': 'US' } });
      expect(geo.body['data']['data']['country_code']).toBe('RU');
    } finally {
      await production.close();
    }
  });
});
