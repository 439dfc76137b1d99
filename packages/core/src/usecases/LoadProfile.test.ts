import { describe, expect, it } from 'vitest';
import { userFactory } from '../../test/factories/index.ts';
import { InMemoryCookieJar, restoredSession } from '../../test/fakes/index.ts';
import type { DomainError, Result, User } from '../index.ts';
import { LoadProfile } from './LoadProfile.ts';

/** A profile server whose answer the test releases by hand. */
function slowProfileApi() {
  let release: (answer: Result<User, DomainError>) => void = () => undefined;
  const whoAreYou: (string | undefined)[] = [];
  return {
    whoAreYou,
    answer: (result: Result<User, DomainError>) => release(result),
    getUser: (asked?: string) => {
      whoAreYou.push(asked);
      return new Promise<Result<User, DomainError>>((resolve) => (release = resolve));
    },
  };
}

function world(cookies: Record<string, string> = { token: 'player-1-token' }) {
  const jar = new InMemoryCookieJar(cookies);
  const session = restoredSession(jar);
  const profileApi = slowProfileApi();
  return { jar, session, profileApi, loadProfile: new LoadProfile({ profileApi, cookies: jar, session }) };
}

describe('LoadProfile', () => {
  it('stores the profile of the stored token (§4), asking whoAreYou with the super_bonus cookie', async () => {
    const { session, profileApi, loadProfile } = world({ token: 't', super_bonus: 'bonus-7' });
    const user = userFactory.build();
    const done = loadProfile.execute();
    profileApi.answer({ ok: true, value: user });
    await done;
    expect(profileApi.whoAreYou).toEqual(['bonus-7']);
    expect(session.user).toEqual(user);
  });

  it('a failed profile fetch is a local logout with the token cookie cleared (§8)', async () => {
    const { jar, session, profileApi, loadProfile } = world();
    const done = loadProfile.execute();
    profileApi.answer({ ok: false, error: { kind: 'unauthorised' } });
    await done;
    expect(session.isLoggedIn).toBe(false);
    expect(jar.get('token')).toBeNull();
  });

  it('does not bring the player back when the answer lands after they logged out', async () => {
    const { session, profileApi, loadProfile } = world();
    const done = loadProfile.execute();
    session.clear();
    profileApi.answer({ ok: true, value: userFactory.build() });
    expect(await done).toEqual({ ok: false, error: { kind: 'unauthorised' } });
    expect(session.user).toBeNull();
    expect(session.isLoggedIn).toBe(false);
  });

  it('does not log out the next player when the old session’s answer fails after they logged in', async () => {
    const { session, profileApi, loadProfile } = world();
    const done = loadProfile.execute();
    session.clear();
    session.setToken('player-2-token');
    const player2 = userFactory.build();
    session.setUser(player2);
    profileApi.answer({ ok: false, error: { kind: 'network', message: 'Network Error' } });
    await done;
    expect(session.token).toBe('player-2-token');
    expect(session.user).toEqual(player2);
  });

  it('keeps the answer when only the access token was refreshed under way (the same session)', async () => {
    const { session, profileApi, loadProfile } = world();
    const done = loadProfile.execute();
    session.setToken('player-1-refreshed');
    const user = userFactory.build();
    profileApi.answer({ ok: true, value: user });
    await done;
    expect(session.user).toEqual(user);
  });
});
