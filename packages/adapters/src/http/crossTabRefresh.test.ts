import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SessionRefresher,
  crossTabRefresh,
  err,
  ok,
  SESSION_REFRESH_LOCK,
  type DomainError,
  type RefreshLocks,
  type RefreshOutcome,
} from '@casino/core';
import { startTestServer, type SeenRequest, type TestServer } from '../../test/support/testServer.ts';
import { SessionValues, testClient } from '../../test/support/httpClient.ts';
import { wireUserFactory } from '../../test/support/wireFactories.ts';
import { AxiosAuthApi, REFRESH_TOKEN_PATH } from './AxiosAuthApi.ts';
import { AxiosProfileApi } from './AxiosProfileApi.ts';
import { browserRefreshLocks } from '../session/browserRefreshLocks.ts';

const EXPIRED = 'expired-access';
const FRESH = 'fresh-access';
const SSO = 'https://sso.casino.test/login';

/** The Web Locks API of one browser: an exclusive lock, granted in the order it was asked for. */
class FakeLocks implements RefreshLocks {
  readonly requested: string[] = [];
  #tail: Promise<unknown> = Promise.resolve();

  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    this.requested.push(name);
    const turn = this.#tail.then(callback);
    this.#tail = turn.catch(() => undefined);
    return turn;
  }
}

/** The cookies every tab of one browser shares: here only the access token. */
class SharedCookie {
  token: string | null = EXPIRED;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const isRefresh = (request: SeenRequest) => request.path === REFRESH_TOKEN_PATH;
const refreshCalls = () => server.requests.filter(isRefresh);

/**
 * The API of §4 with a rotating refresh token: the first refresh answers a new access token and spends the refresh
 * cookie, so any later refresh is refused with 401. Profile calls succeed with the new access token only.
 */
function serveRotatingRefresh(firstRefresh: 'succeeds' | 'refused' = 'succeeds'): void {
  let spent = firstRefresh === 'refused';
  server.handle((request) => {
    if (isRefresh(request)) {
      if (spent) return { status: 401, json: { message: 'unauthenticated' }, delayMs: 30 };
      spent = true;
      return { status: 200, json: { access_token: FRESH }, delayMs: 30 };
    }
    if (request.headers.authorization !== `Bearer ${FRESH}`)
      return { status: 401, json: { message: 'unauthenticated' } };
    return { json: { data: wireUserFactory.build() } };
  });
}

/** One browser tab as the web app wires it: its own session and refresher, the cookie and the locks shared. */
function openTab(cookie: SharedCookie, locks: RefreshLocks | undefined) {
  const session = new SessionValues();
  session.token = cookie.token;
  const events = { loggedOut: 0, redirects: [] as string[] };
  let refresher: SessionRefresher | null = null;
  const http = testClient(server.baseUrl, session, {
    refresher: { accessTokenAfter401: () => refresher?.accessTokenAfter401() ?? Promise.resolve(null) },
  });
  const auth = new AxiosAuthApi(http);
  refresher = new SessionRefresher({
    refresh: crossTabRefresh({
      refresh: () => auth.refreshToken(),
      ownToken: () => session.token,
      sharedToken: () => cookie.token,
      shareToken: (token) => {
        cookie.token = token;
      },
      locks,
    }),
    onRefreshed: (token) => {
      session.token = token;
      cookie.token = token;
    },
    onLoggedOut: () => {
      session.token = null;
      cookie.token = null;
      events.loggedOut += 1;
    },
    currentSession: () => (session.token === null ? null : 0),
    ssoLink: () => SSO,
    currentUrl: () => 'https://casino.test/profile',
    redirect: (url) => events.redirects.push(url),
  });
  return { session, events, profile: new AxiosProfileApi(http) };
}

/** A refresh under the lock whose answer the test gives, so the tab's session can change while it is under way. */
async function refreshUnderWay() {
  const cookie = new SharedCookie();
  const tab: { ownToken: string | null } = { ownToken: EXPIRED };
  let answer: (outcome: RefreshOutcome) => void = () => undefined;
  const refresh = crossTabRefresh({
    refresh: () => new Promise<RefreshOutcome>((resolve) => (answer = resolve)),
    ownToken: () => tab.ownToken,
    sharedToken: () => cookie.token,
    shareToken: (token) => {
      cookie.token = token;
    },
    locks: new FakeLocks(),
  });
  const outcome = refresh();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { cookie, tab, outcome, answer: (outcome: RefreshOutcome) => answer(outcome) };
}

describe('crossTabRefresh', () => {
  it('refreshes once for two tabs whose tokens lapse together; the second tab takes the new token from the cookie', async () => {
    serveRotatingRefresh();
    const cookie = new SharedCookie();
    const locks = new FakeLocks();
    const first = openTab(cookie, locks);
    const second = openTab(cookie, locks);

    const results = await Promise.all([first.profile.getUser('first'), second.profile.getUser('second')]);

    expect(results.map((result) => result.ok)).toEqual([true, true]);
    expect(refreshCalls()).toHaveLength(1);
    expect(locks.requested).toEqual([SESSION_REFRESH_LOCK, SESSION_REFRESH_LOCK]);
    expect([first.session.token, second.session.token, cookie.token]).toEqual([FRESH, FRESH, FRESH]);
    expect(first.events.loggedOut + second.events.loggedOut).toBe(0);
  });

  it('lets a lone tab refresh and puts the new token in the shared cookie before the next tab looks', async () => {
    serveRotatingRefresh();
    const cookie = new SharedCookie();
    let cookieWhenLockReleased: string | null = null;
    const locks: RefreshLocks = {
      request: async (_name, callback) => {
        const outcome = await callback();
        cookieWhenLockReleased = cookie.token;
        return outcome;
      },
    };
    const tab = openTab(cookie, locks);

    const result = await tab.profile.getUser('alone');

    expect(result.ok).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
    expect(cookieWhenLockReleased).toBe(FRESH);
  });

  it('lets the lock go only once the new token is where the next tab will read it', async () => {
    const locks = new FakeLocks();
    const cookie = new SharedCookie();
    let commit: () => void = () => undefined;
    const first = crossTabRefresh({
      refresh: () => Promise.resolve(ok({ accessToken: FRESH })),
      ownToken: () => EXPIRED,
      sharedToken: () => cookie.token,
      // The browser takes the cookie write to its store a moment later: only then may the next tab look.
      shareToken: (token) =>
        new Promise<void>((resolve) => {
          commit = () => {
            cookie.token = token;
            resolve();
          };
        }),
      locks,
    });
    let spent = 0;
    const second = crossTabRefresh({
      refresh: () => {
        spent += 1;
        return Promise.resolve(ok({ accessToken: 'second-access' }));
      },
      ownToken: () => EXPIRED,
      sharedToken: () => cookie.token,
      shareToken: () => undefined,
      locks,
    });
    const outcomes = Promise.all([first(EXPIRED), second(EXPIRED)]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    commit();
    expect(await outcomes).toEqual([ok({ accessToken: FRESH }), ok({ accessToken: FRESH })]);
    expect(spent).toBe(0);
  });

  it('does not refresh again when this tab took another tab’s new token while its refused request was out', async () => {
    // The refused request went out with the lapsed token; before this tab's turn at the lock, another tab refreshed,
    // shared the new token in the cookie and told this tab, which took it as its own.
    let spent = 0;
    const wrapped = crossTabRefresh({
      refresh: () => {
        spent += 1;
        return Promise.resolve(ok({ accessToken: 'third-access' }));
      },
      ownToken: () => FRESH,
      sharedToken: () => FRESH,
      shareToken: () => undefined,
      locks: new FakeLocks(),
    });
    expect(await wrapped(EXPIRED)).toEqual(ok({ accessToken: FRESH }));
    expect(spent).toBe(0);
  });

  it('leaves the refresh as it is where the browser has no Web Locks API', () => {
    const refresh = () => Promise.resolve(err<DomainError>({ kind: 'unauthorised' }));
    const wrapped = crossTabRefresh({
      refresh,
      ownToken: () => EXPIRED,
      sharedToken: () => FRESH,
      shareToken: () => undefined,
      locks: undefined,
    });
    expect(wrapped).toBe(refresh);
  });

  it('without the Web Locks API each tab refreshes on its own, as before: the spent refresh token is refused', async () => {
    serveRotatingRefresh();
    const cookie = new SharedCookie();
    const first = openTab(cookie, undefined);
    const second = openTab(cookie, undefined);

    const results = await Promise.all([first.profile.getUser('first'), second.profile.getUser('second')]);

    expect(refreshCalls()).toHaveLength(2);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(first.events.loggedOut + second.events.loggedOut).toBe(1);
  });

  it('puts no token back in the shared cookie when the player logged out while the refresh was under way', async () => {
    const { cookie, tab, answer, outcome } = await refreshUnderWay();
    tab.ownToken = null;
    cookie.token = null;
    answer(ok({ accessToken: FRESH }));
    await outcome;

    expect(cookie.token).toBeNull();
  });

  it('puts no token in the shared cookie when the tab moved to another session while the refresh was under way', async () => {
    const { cookie, tab, answer, outcome } = await refreshUnderWay();
    // Logged out and another player logged in, here or in another tab.
    tab.ownToken = 'next-player-token';
    cookie.token = 'next-player-token';
    answer(ok({ accessToken: FRESH }));
    await outcome;

    expect(cookie.token).toBe('next-player-token');
  });

  it('refreshes as a lone tab when the browser refuses the lock itself', async () => {
    serveRotatingRefresh();
    const cookie = new SharedCookie();
    const locks: RefreshLocks = {
      request: () =>
        Promise.reject(new DOMException('The document is not fully active.', 'InvalidStateError')),
    };
    const tab = openTab(cookie, locks);

    const result = await tab.profile.getUser('alone');

    expect(result.ok).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
    expect(tab.events.loggedOut).toBe(0);
  });

  it('logs out and goes to the SSO link when the refresh inside the lock answers 401, sharing no token', async () => {
    serveRotatingRefresh('refused');
    const cookie = new SharedCookie();
    const tab = openTab(cookie, new FakeLocks());

    const result = await tab.profile.getUser('refused');

    expect(result.ok).toBe(false);
    expect(refreshCalls()).toHaveLength(1);
    expect(tab.events.loggedOut).toBe(1);
    expect(tab.session.token).toBeNull();
    expect(cookie.token).toBeNull();
    expect(tab.events.redirects).toEqual([
      `${SSO}?redirect=${encodeURIComponent('https://casino.test/profile')}`,
    ]);
  });
});

describe('browserRefreshLocks', () => {
  it('finds no locks where the browser has no Web Locks API', () => {
    expect(browserRefreshLocks(undefined)).toBeUndefined();
    expect(browserRefreshLocks({} as Pick<Navigator, 'locks'>)).toBeUndefined();
  });

  it('takes the named lock of navigator.locks and answers what the callback answers', async () => {
    const fake = new FakeLocks();
    const locks = browserRefreshLocks({ locks: fake as unknown as LockManager });
    const answer = await locks?.request(SESSION_REFRESH_LOCK, () => Promise.resolve(FRESH));
    expect(answer).toBe(FRESH);
    expect(fake.requested).toEqual([SESSION_REFRESH_LOCK]);
  });
});
