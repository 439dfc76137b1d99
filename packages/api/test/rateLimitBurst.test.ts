import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PasswordHasher } from '../src/security/passwords.ts';
import { startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  // The server's own limits, not the relaxed ones other suites run with; a dearer hash widens the race a burst exploits.
  t = await startTestApi({ rateLimits: {}, scryptCost: 4096 });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const statusesOf = async (answers: Promise<{ status: number }>[]) =>
  (await Promise.all(answers)).map((answer) => answer.status);

const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

describe('login rate limit under a burst', () => {
  it('refuses the 31st of 60 wrong passwords sent at once from one address, and hashes only the 30 it lets through', async () => {
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    const statuses = await statusesOf(
      Array.from({ length: 60 }, (_, index) =>
        t.http.post('/api/v2/auth/login/email/password', {
          email: 'demo@example.com',
          password: `wrong-${index}`,
          captcha: 'x',
        }),
      ),
    );
    expect(count(statuses, 422)).toBe(30);
    expect(count(statuses, 429)).toBe(30);
    expect(verify).toHaveBeenCalledTimes(30);
  });

  it('refuses the 31st of 40 wrong codes sent at once', async () => {
    t.clock.advance(60);
    const statuses = await statusesOf(
      Array.from({ length: 40 }, () =>
        t.http.post('/api/v2/auth/login/email/code', { email: 'rich@example.com', code: '000000' }),
      ),
    );
    expect(count(statuses, 422)).toBe(30);
    expect(count(statuses, 429)).toBe(10);
  });

  it('gives a successful attempt back: only failures fill the window', async () => {
    t.clock.advance(60);
    const login = (password: string) =>
      t.http.post('/api/v2/auth/login/email/password', { email: 'rich@example.com', password, captcha: 'x' });
    for (let i = 0; i < 29; i += 1) expect((await login('wrong-pass')).status).toBe(422);
    for (let i = 0; i < 5; i += 1) expect((await login('demo12345')).status).toBe(200);
    expect((await login('wrong-pass')).status).toBe(422);
    expect((await login('demo12345')).status).toBe(429);
  });
});
