import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '@casino/core';
import { REFRESH_TOKEN_PATH } from '../../src/http/client.ts';
import { startLiveApi, type LiveApi } from './liveApi.ts';
import { PlayerSession } from './playerSession.ts';
import { expectOk, registerByEmail } from './registrations.ts';

/**
 * Access tokens of ten minutes, lapsed by moving the API's clock on (`advanceClock`) as after 15 idle minutes. A token
 * lapsed in real time (two seconds, slept out) failed on a slow day: the refreshed token lapsed too before the twenty
 * calls had been answered again, and one came back unauthorised. No test may depend on the machine's speed.
 */
const ACCESS_TTL_SECONDS = 600;
const CONCURRENT_CALLS = 20;
const SSO = 'https://sso.example/login';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi(['--access-ttl', String(ACCESS_TTL_SECONDS)]);
});
afterAll(() => api.stop());

async function signedUp(): Promise<PlayerSession> {
  const player = new PlayerSession(api.url);
  await registerByEmail(player);
  return player;
}

/** The calls a page makes at once: bearer-only calls and calls where the bearer is optional alike. */
function pageCalls(player: PlayerSession, count: number): ApiResult<unknown>[] {
  const calls: (() => ApiResult<unknown>)[] = [
    () => player.profile.getUser(),
    () => player.money.getHistory({}),
    () => player.billing.getBillingData(),
    () => player.freeSpins.list(),
    () => player.bonus.waitingRegAndDep(),
    () => player.attribution.affiliate({ utm_source: 'refresh' }),
  ];
  return Array.from({ length: count }, (_, index) =>
    (calls[index % calls.length] as () => ApiResult<unknown>)(),
  );
}

describe('token refresh against the local API', () => {
  it('refreshes an expired access token exactly once for 20 concurrent calls, and all 20 succeed with the new token', async () => {
    const player = await signedUp();
    await api.advanceClock(ACCESS_TTL_SECONDS + 1);
    const expired = player.session.token;
    const before = player.calls.length;

    const results = await Promise.all(pageCalls(player, CONCURRENT_CALLS));

    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(player.refreshesStarted).toBe(1);
    const burst = player.calls.slice(before);
    expect(burst.filter((call) => call.path === REFRESH_TOKEN_PATH).map((call) => call.status)).toEqual([
      200,
    ]);
    const fresh = player.session.token;
    expect(fresh).not.toBe(expired);
    const pageAnswers = burst.filter((call) => call.path !== REFRESH_TOKEN_PATH);
    expect(pageAnswers.filter((call) => call.status === 401).map((call) => call.bearer)).toEqual(
      Array<string | null>(CONCURRENT_CALLS).fill(expired),
    );
    expect(pageAnswers.filter((call) => call.status === 200).map((call) => call.bearer)).toEqual(
      Array<string | null>(CONCURRENT_CALLS).fill(fresh),
    );
    expect(player.loggedOut).toBe(0);
  });

  it('rotates the refresh cookie with each refresh, and a 401 after the refresh finished starts a new one', async () => {
    const player = await signedUp();
    const firstCookie = player.browserCookies.get('refresh_token');
    await api.advanceClock(ACCESS_TTL_SECONDS + 1);
    expectOk(await player.profile.getUser());
    const secondCookie = player.browserCookies.get('refresh_token');
    expect(secondCookie).not.toBe(firstCookie);

    await api.advanceClock(ACCESS_TTL_SECONDS + 1);
    expectOk(await player.profile.getUser());
    expect(player.refreshCalls().map((call) => call.status)).toEqual([200, 200]);
    expect(player.browserCookies.get('refresh_token')).not.toBe(secondCookie);
  });

  it('a logout sent after the access token lapsed still ends the server session and its refresh cookie', async () => {
    const player = await signedUp();
    const token = player.session.token ?? '';
    // LogOut ends the session on this client first, then tells the server.
    player.session.clear();
    await api.advanceClock(ACCESS_TTL_SECONDS + 1);

    expectOk(await player.auth.logout(token));
    expect(player.browserCookies.get('refresh_token')).toBeNull();
    expect(player.refreshesStarted).toBe(0);
    expect(player.session.token).toBeNull();
    const logouts = player.calls.filter((call) => call.path === '/auth/logout');
    expect(logouts.map((call) => call.status)).toEqual([401, 200]);
    expect(logouts[0]?.bearer).toBe(token);
  });

  it('logs out on a spent refresh token, clears the cookie and goes to the SSO site with the page to come back to (§4)', async () => {
    const player = await signedUp();
    const spent = player.browserCookies.get('refresh_token') ?? '';
    await api.advanceClock(ACCESS_TTL_SECONDS + 1);
    expectOk(await player.profile.getUser());
    // Another tab kept the old cookie: presenting the spent token again must fail.
    player.browserCookies.set('refresh_token', spent);
    player.session.setSsoLink(SSO);
    await api.advanceClock(ACCESS_TTL_SECONDS + 1);

    expect(await player.profile.getUser()).toEqual({ ok: false, error: { kind: 'unauthorised' } });
    expect(player.refreshCalls().map((call) => call.status)).toEqual([200, 401]);
    expect(player.browserCookies.get('refresh_token')).toBeNull();
    expect(player.loggedOut).toBe(1);
    expect(player.session.token).toBeNull();
    expect(player.redirects).toEqual([
      `${SSO}?redirect=${encodeURIComponent('http://localhost:5173/profile')}`,
    ]);
  });

  it('cannot refresh without the browser cookie: the empty refresh body is refused and the session ends', async () => {
    const player = await signedUp();
    player.browserCookies.remove('refresh_token');
    await api.advanceClock(ACCESS_TTL_SECONDS + 1);
    expect(await player.money.getHistory({})).toEqual({ ok: false, error: { kind: 'unauthorised' } });
    expect(player.refreshCalls().map((call) => call.status)).toEqual([401]);
    expect(player.loggedOut).toBe(1);
  });

  it('answers a visitor the calls with an optional bearer without any refresh', async () => {
    const visitor = new PlayerSession(api.url);
    expectOk(await visitor.bonus.waitingRegAndDep());
    expectOk(await visitor.attribution.affiliate({ utm_source: 'visitor' }));
    expect(visitor.calls.map((call) => call.status)).toEqual([200, 200]);
    expect(visitor.refreshesStarted).toBe(0);
  });
});
