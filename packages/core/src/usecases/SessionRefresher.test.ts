import { describe, expect, it } from 'vitest';
import type { DomainError } from '../domain/errors.ts';
import { err, ok, type Result } from '../domain/result.ts';
import { SessionRefresher, type SessionRefresherDeps } from './SessionRefresher.ts';

type RefreshResult = Result<{ readonly accessToken: string }, DomainError>;

/** A refresh call the test answers by hand, so concurrent callers really overlap. */
function deferredRefresh() {
  const pending: ((result: RefreshResult) => void)[] = [];
  return {
    refresh: () => new Promise<RefreshResult>((resolve) => pending.push(resolve)),
    calls: () => pending.length,
    answer: (result: RefreshResult) => pending.shift()?.(result),
  };
}

function harness(overrides: Partial<SessionRefresherDeps> = {}) {
  const calls = deferredRefresh();
  const events: string[] = [];
  const redirects: string[] = [];
  let sso: string | null = null;
  const refresher = new SessionRefresher({
    refresh: calls.refresh,
    onRefreshed: (token) => events.push(`refreshed:${token}`),
    onLoggedOut: () => events.push('loggedOut'),
    currentSession: () => 0,
    ssoLink: () => sso,
    currentUrl: () => 'https://casino.example/games/dice?x=1&y=2',
    redirect: (url) => redirects.push(url),
    ...overrides,
  });
  return { refresher, calls, events, redirects, setSso: (link: string | null) => (sso = link) };
}

describe('SessionRefresher', () => {
  it('runs one refresh for 50 concurrent 401s and gives every queued call the new access token', async () => {
    const { refresher, calls, events } = harness();
    const waiters = Array.from({ length: 50 }, () => refresher.accessTokenAfter401());
    expect(calls.calls()).toBe(1);
    calls.answer(ok({ accessToken: 'fresh' }));
    expect(await Promise.all(waiters)).toEqual(Array(50).fill('fresh'));
    expect(events).toEqual(['refreshed:fresh']);
  });

  it('logs the user out when the refresh fails, and every waiter gets null without hanging', async () => {
    const { refresher, calls, events, redirects, setSso } = harness();
    setSso('https://sso.example/login');
    const waiters = Array.from({ length: 50 }, () => refresher.accessTokenAfter401());
    calls.answer(err({ kind: 'network', message: 'Network Error' }));
    expect(await Promise.all(waiters)).toEqual(Array(50).fill(null));
    expect(events).toEqual(['loggedOut']);
    expect(redirects).toEqual([]);
  });

  it('keeps a player who logged out while the refresh was under way logged out, storing no new token', async () => {
    let current: number | null = 0;
    const { refresher, calls, events, redirects } = harness({ currentSession: () => current });
    const waiter = refresher.accessTokenAfter401();
    current = null;
    calls.answer(ok({ accessToken: 'fresh' }));
    expect(await waiter).toBeNull();
    expect(events).toEqual([]);
    expect(redirects).toEqual([]);
  });

  it('neither gives the old session’s refresh to a new session begun meanwhile, nor ends it on the old one’s failure', async () => {
    let current: number | null = 0;
    const { refresher, calls, events, redirects } = harness({ currentSession: () => current });
    const refused = refresher.accessTokenAfter401();
    current = 1; // logged out and logged in again while the refresh was under way
    calls.answer(err({ kind: 'unauthorised' }));
    expect(await refused).toBeNull();
    expect(events).toEqual([]);
    expect(redirects).toEqual([]);
  });

  it('starts a new refresh for a 401 that arrives after the previous refresh finished', async () => {
    const { refresher, calls } = harness();
    const first = refresher.accessTokenAfter401();
    calls.answer(ok({ accessToken: 'one' }));
    expect(await first).toBe('one');
    const second = refresher.accessTokenAfter401();
    expect(calls.calls()).toBe(1);
    calls.answer(ok({ accessToken: 'two' }));
    expect(await second).toBe('two');
  });

  it('on a 401 from the refresh call logs out and redirects to the SSO link with the current URL encoded', async () => {
    const { refresher, calls, events, redirects, setSso } = harness();
    setSso('https://sso.example/login?app=casino#top');
    const waiter = refresher.accessTokenAfter401();
    calls.answer(err({ kind: 'unauthorised' }));
    expect(await waiter).toBeNull();
    expect(events).toEqual(['loggedOut']);
    expect(redirects).toEqual([
      `https://sso.example/login?app=casino&redirect=${encodeURIComponent('https://casino.example/games/dice?x=1&y=2')}#top`,
    ]);
  });

  it('on a 401 from the refresh call without an SSO link only logs out', async () => {
    const { refresher, calls, events, redirects } = harness();
    const waiter = refresher.accessTokenAfter401();
    calls.answer(err({ kind: 'unauthorised' }));
    expect(await waiter).toBeNull();
    expect(events).toEqual(['loggedOut']);
    expect(redirects).toEqual([]);
  });

  it.each(['javascript:alert(1)', '//evil.example', 'https://good.example@evil.example', 'data:text/html,x'])(
    'never redirects to a hostile SSO link (%s)',
    async (link) => {
      const { refresher, calls, redirects, setSso } = harness();
      setSso(link);
      const waiter = refresher.accessTokenAfter401();
      calls.answer(err({ kind: 'unauthorised' }));
      expect(await waiter).toBeNull();
      expect(redirects).toEqual([]);
    },
  );

  it('treats a refresh call that rejects, or answers an empty token, as a failed refresh', async () => {
    const rejecting = harness({ refresh: () => Promise.reject(new Error('boom')) });
    expect(await rejecting.refresher.accessTokenAfter401()).toBeNull();
    expect(rejecting.events).toEqual(['loggedOut']);

    const empty = harness();
    const waiter = empty.refresher.accessTokenAfter401();
    empty.calls.answer(ok({ accessToken: '' }));
    expect(await waiter).toBeNull();
    expect(empty.events).toEqual(['loggedOut']);
  });

  it('never rejects, and ends the session, when storing the token throws', async () => {
    const { refresher, calls, events } = harness({
      onRefreshed: () => {
        throw new Error('storage full');
      },
    });
    const waiter = refresher.accessTokenAfter401();
    calls.answer(ok({ accessToken: 'fresh' }));
    await expect(waiter).resolves.toBeNull();
    expect(events).toEqual(['loggedOut']);
    const next = refresher.accessTokenAfter401();
    expect(calls.calls()).toBe(1);
    calls.answer(ok({ accessToken: 'again' }));
    await expect(next).resolves.toBeNull();
  });
});
