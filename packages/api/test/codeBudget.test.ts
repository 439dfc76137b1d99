import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastMessage, registerPlayer, startTestApi, type TestApi } from './support/api.ts';

/**
 * Issue 33: a one-time code dies after 5 wrong guesses (login.test.ts, "burns the code after five wrong tries"), and
 * an account takes at most 10 wrong guesses a day, whatever the codes and addresses: past them, a guess needs a
 * captcha and a code sent after the budget ran out (the one outstanding then dies with it).
 */
let t: TestApi;
beforeAll(async () => {
  // The server's own limits, so the per-account guess budget is the real one.
  t = await startTestApi({ rateLimits: {} });
});
afterAll(() => t.close());
// Every guess here comes from one address: a new minute gives it its own budget of failures back.
beforeEach(() => t.clock.advance(61));

const wrongFor = (code: string | null) => (code === '000000' ? '111111' : '000000');

async function sendLoginCode(email: string): Promise<string> {
  expect((await t.http.post('/api/v2/auth/login/email/verification', { email })).status).toBe(200);
  const { code } = await lastMessage(t.http, email);
  if (!code) throw new Error('no code in the message');
  return code;
}

const guessLogin = (email: string, code: string, captcha?: string) =>
  t.http.post('/api/v2/auth/login/email/code', { email, code, captcha });

describe('the guesses an account takes', { timeout: 30_000 }, () => {
  it('are 10 a day: the 11th guess, even of the right code, asks for a captcha; with one it is checked', async () => {
    const { email } = await registerPlayer(t.http);
    for (let round = 0; round < 2; round += 1) {
      const code = await sendLoginCode(email);
      for (let i = 0; i < 5; i += 1)
        expect((await guessLogin(email, wrongFor(code))).body['errors']).toEqual({ code: ['invalid_code'] });
    }
    const code = await sendLoginCode(email);
    const unproven = await guessLogin(email, code);
    expect(unproven.status).toBe(422);
    expect(unproven.body['errors']).toEqual({ captcha: ['captcha-required'] });
    // A captcha lets the owner in (the local server takes any; a deployment asks the captcha provider).
    const proven = await guessLogin(email, code, 'solved');
    expect(proven.status).toBe(200);
    expect(proven.body['token']).toEqual(expect.any(String));
  });

  it('count across purposes, and the code outstanding when they run out dies with them', async () => {
    const { email } = await registerPlayer(t.http);
    await t.http.post('/api/v2/auth/password/email/forgot', { email });
    const reset = (await lastMessage(t.http, email)).code ?? '';
    const confirm = (code: string, captcha?: string) =>
      t.http.post('/api/v2/auth/password/email/code/confirm', { email, code, captcha });
    for (let i = 0; i < 4; i += 1) expect((await confirm(wrongFor(reset))).status).toBe(422);
    const login = await sendLoginCode(email);
    for (let i = 0; i < 4; i += 1) expect((await guessLogin(email, wrongFor(login))).status).toBe(422);
    const again = await sendLoginCode(email);
    for (let i = 0; i < 2; i += 1) expect((await guessLogin(email, wrongFor(again))).status).toBe(422);
    // Ten wrong guesses: the reset code, with one guess left of its own five, is dead even with a captcha.
    const late = await confirm(reset, 'solved');
    expect(late.body['errors']).toEqual({ code: ['invalid_code'] });
    // A new code and a captcha: the owner resets the password.
    await t.http.post('/api/v2/auth/password/email/forgot', { email });
    const fresh = (await lastMessage(t.http, email)).code ?? '';
    expect((await confirm(fresh)).body['errors']).toEqual({ captcha: ['captcha-required'] });
    expect((await confirm(fresh, 'solved')).status).toBe(200);
  });

  it('are counted per account: another account is not touched', async () => {
    const victim = await registerPlayer(t.http);
    const other = await registerPlayer(t.http);
    for (let round = 0; round < 2; round += 1) {
      const code = await sendLoginCode(victim.email);
      for (let i = 0; i < 5; i += 1) await guessLogin(victim.email, wrongFor(code));
    }
    const code = await sendLoginCode(other.email);
    expect((await guessLogin(other.email, code)).status).toBe(200);
  });
});
