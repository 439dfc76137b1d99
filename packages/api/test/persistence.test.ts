import { afterEach, describe, expect, it } from 'vitest';
import { startApi } from '../src/index.ts';
import { RELAXED_LIMITS, refreshCookieOf, tempDataDir } from './support/api.ts';
import { emailRegistration } from './support/factories.ts';
import { HttpClient } from './support/http.ts';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(dataDir: string, extra: { reset?: boolean } = {}) {
  const api = await startApi({
    port: 0,
    dataDir,
    dev: true,
    scryptCost: 1024,
    rateLimits: RELAXED_LIMITS,
    log: () => undefined,
    ...extra,
  });
  return { api, http: new HttpClient(api.url) };
}

describe('the data folder', () => {
  it('keeps accounts, sessions, balances and the outbox across a restart', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const first = await serve(data.dir);
    const registration = emailRegistration.build();
    const registered = await first.http.post('/api/v2/auth/register/email', registration);
    const login = registered.body;
    const method = (await first.http.get('/api/v2/billing/data', { token: login['token'] })).body['data'][
      'payments'
    ]['methods'][0];
    const invoice = (
      await first.http.post(
        '/api/v2/billing/payment',
        { method: method.hash, amount: 1234.56 },
        { token: login['token'] },
      )
    ).body['data'];
    await first.http.post(`/__dev/invoices/${invoice.id}/pay`);
    await first.api.close();

    const second = await serve(data.dir);
    cleanups.push(() => second.api.close());
    expect(second.api.databaseFile.startsWith(data.dir)).toBe(true);
    const user = await second.http.get('/profile/user', { token: login['token'] });
    expect(user.status).toBe(200);
    expect(user.body['data']).toMatchObject({ email: registration.email, balance: 1234.56 });
    expect(
      (await second.http.post('/auth/refresh-token', { refresh_token: refreshCookieOf(registered) })).status,
    ).toBe(200);
    const relogin = await second.http.post('/api/v2/auth/login/email/password', {
      email: registration.email,
      password: registration.password,
    });
    expect(relogin.status).toBe(200);
    const outbox = (await second.http.get(`/__dev/outbox?to=${registration.email}`)).body['data'];
    expect(outbox).toHaveLength(1);
  });

  it('seeds only once: a restart does not duplicate the seed', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const first = await serve(data.dir);
    const countGames = async (http: HttpClient) =>
      (await http.get('/api/v2/content/games')).body['data'].length;
    const games = await countGames(first.http);
    await first.api.close();
    const second = await serve(data.dir);
    cleanups.push(() => second.api.close());
    expect(await countGames(second.http)).toBe(games);
  });

  it('starts over from the seed when asked to reset', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const first = await serve(data.dir);
    const registration = emailRegistration.build();
    await first.http.post('/api/v2/auth/register/email', registration);
    await first.api.close();
    const second = await serve(data.dir, { reset: true });
    cleanups.push(() => second.api.close());
    const login = await second.http.post('/api/v2/auth/login/email/password', {
      email: registration.email,
      password: registration.password,
    });
    expect(login.status).toBe(422);
    expect(
      (
        await second.http.post('/api/v2/auth/login/email/password', {
          email: 'demo@example.com',
          password: 'demo12345',
        })
      ).status,
    ).toBe(200);
  });
});
