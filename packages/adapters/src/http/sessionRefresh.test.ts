import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SessionRefresher } from '@casino/core';
import { startTestServer, type SeenRequest, type TestServer } from '../../test/support/testServer.ts';
import { SessionValues, testClient } from '../../test/support/httpClient.ts';
import { wireUserFactory } from '../../test/support/wireFactories.ts';
import { AxiosAuthApi, REFRESH_TOKEN_PATH } from './AxiosAuthApi.ts';
import { AxiosProfileApi } from './AxiosProfileApi.ts';

const FRESH = 'fresh-access';
const CONCURRENT_CALLS = 50;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

/** The app's wiring: the core's SessionRefresher over AxiosAuthApi, storing the token where the headers read it. */
function wireSession(sso: string | null = null) {
  const session = new SessionValues();
  session.token = 'expired-access';
  const events = { loggedOut: 0, redirects: [] as string[] };
  let refresher: SessionRefresher | null = null;
  const http = testClient(server.baseUrl, session, {
    refresher: { accessTokenAfter401: () => refresher?.accessTokenAfter401() ?? Promise.resolve(null) },
  });
  const auth = new AxiosAuthApi(http);
  refresher = new SessionRefresher({
    refresh: () => auth.refreshToken(),
    onRefreshed: (token) => {
      session.token = token;
    },
    onLoggedOut: () => {
      session.token = null;
      events.loggedOut += 1;
    },
    currentSession: () => (session.token === null ? null : 0),
    ssoLink: () => sso,
    currentUrl: () => 'https://casino.test/profile?tab=history',
    redirect: (url) => events.redirects.push(url),
  });
  return { session, events, profile: new AxiosProfileApi(http) };
}

const isRefresh = (request: SeenRequest) => request.path === REFRESH_TOKEN_PATH;
const refreshCalls = () => server.requests.filter(isRefresh);

/** Profile calls succeed only with the fresh token; the refresh answers after `refreshDelayMs`. */
function serveWithRefresh(refreshReply: { status: number; json: unknown }, refreshDelayMs = 30): void {
  server.handle((request) => {
    if (isRefresh(request)) return { ...refreshReply, delayMs: refreshDelayMs };
    if (request.headers.authorization !== `Bearer ${FRESH}`)
      return { status: 401, json: { message: 'unauthenticated' } };
    return { json: { data: wireUserFactory.build() } };
  });
}

describe('token refresh over HTTP', () => {
  it('refreshes once for 50 concurrent calls with an expired token, and all 50 succeed', async () => {
    serveWithRefresh({ status: 200, json: { access_token: FRESH } });
    const { profile } = wireSession();
    const results = await Promise.all(
      Array.from({ length: CONCURRENT_CALLS }, (_, index) => profile.getUser(`call-${index}`)),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
    const sendsPerCall = new Map<string, number>();
    for (const request of server.requests.filter((request) => !isRefresh(request))) {
      const call = request.query.get('whoAreYou') ?? '';
      sendsPerCall.set(call, (sendsPerCall.get(call) ?? 0) + 1);
    }
    expect(sendsPerCall.size).toBe(CONCURRENT_CALLS);
    expect(Math.max(...sendsPerCall.values())).toBe(2);
  });

  it('retries each request with the new access token', async () => {
    serveWithRefresh({ status: 200, json: { access_token: FRESH } });
    const { profile, session } = wireSession();
    await profile.getUser('one');
    const [first, refresh, retry] = server.requests;
    expect(first?.headers.authorization).toBe('Bearer expired-access');
    expect(refresh?.path).toBe(REFRESH_TOKEN_PATH);
    expect(refresh?.headers.authorization).toBe('Bearer expired-access');
    expect(retry?.headers.authorization).toBe(`Bearer ${FRESH}`);
    expect(session.token).toBe(FRESH);
  });

  it('retries a request at most once: a second 401 is unauthorised, without another refresh', async () => {
    server.handle((request) =>
      isRefresh(request)
        ? { json: { access_token: 'also-refused' } }
        : { status: 401, json: { message: 'unauthenticated' } },
    );
    const { profile } = wireSession();
    const result = await profile.getUser();
    expect(result).toEqual({ ok: false, error: { kind: 'unauthorised' } });
    expect(refreshCalls()).toHaveLength(1);
    expect(server.requests).toHaveLength(3);
  });

  it('logs out and goes to the SSO link with the current page when the refresh call answers 401', async () => {
    serveWithRefresh({ status: 401, json: { message: 'unauthenticated' } });
    const { profile, session, events } = wireSession('https://sso.casino.test/login');
    const results = await Promise.all([profile.getUser('a'), profile.getUser('b'), profile.getUser('c')]);
    expect(results).toEqual(Array(3).fill({ ok: false, error: { kind: 'unauthorised' } }));
    expect(refreshCalls()).toHaveLength(1);
    expect(session.token).toBeNull();
    expect(events.loggedOut).toBe(1);
    expect(events.redirects).toEqual([
      `https://sso.casino.test/login?redirect=${encodeURIComponent('https://casino.test/profile?tab=history')}`,
    ]);
  });

  it('logs out without leaving the site when the refresh call answers 401 and there is no SSO link', async () => {
    serveWithRefresh({ status: 401, json: { message: 'unauthenticated' } });
    const { profile, events } = wireSession(null);
    await profile.getUser();
    expect(events.loggedOut).toBe(1);
    expect(events.redirects).toEqual([]);
  });

  it('rejects every queued call when the refresh fails mid-queue, leaving none hanging', async () => {
    serveWithRefresh({ status: 500, json: { message: 'server_error' } }, 60);
    const { profile, events } = wireSession('https://sso.casino.test/login');
    const results = await Promise.all(
      Array.from({ length: CONCURRENT_CALLS }, (_, index) => profile.getUser(`call-${index}`)),
    );
    expect(results.every((result) => !result.ok && result.error.kind === 'unauthorised')).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
    expect(events.loggedOut).toBe(1);
    expect(events.redirects).toEqual([]);
  });

  it('starts no second refresh for a 401 that arrives after the session ended', async () => {
    server.handle((request) => {
      if (isRefresh(request)) return { status: 500, json: { message: 'server_error' }, delayMs: 10 };
      const late = request.query.get('whoAreYou') === 'late';
      return { status: 401, json: { message: 'unauthenticated' }, delayMs: late ? 150 : 0 };
    });
    const { profile, events } = wireSession();
    const results = await Promise.all([profile.getUser('early'), profile.getUser('late')]);
    expect(results).toEqual(Array(2).fill({ ok: false, error: { kind: 'unauthorised' } }));
    expect(refreshCalls()).toHaveLength(1);
    expect(events.loggedOut).toBe(1);
  });

  it('does not refresh for a call sent without a token: the player is not logged in', async () => {
    server.handle(() => ({ status: 401, json: { message: 'unauthenticated' } }));
    const { profile, session, events } = wireSession();
    session.token = null;
    const result = await profile.getUser();
    expect(result).toEqual({ ok: false, error: { kind: 'unauthorised' } });
    expect(refreshCalls()).toHaveLength(0);
    expect(events.loggedOut).toBe(0);
  });

  it('never refreshes on a 401 from the refresh call itself', async () => {
    server.handle(() => ({ status: 401, json: { message: 'unauthenticated' } }));
    const { session } = wireSession();
    const auth = new AxiosAuthApi(testClient(server.baseUrl, session));
    const result = await auth.refreshToken();
    expect(result).toEqual({ ok: false, error: { kind: 'unauthorised' } });
    expect(server.requests).toHaveLength(1);
  });
});
