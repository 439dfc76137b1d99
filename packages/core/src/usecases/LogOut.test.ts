import { describe, expect, it } from 'vitest';
import { sessionWorld } from '../../test/fakes/index.ts';
import { LogOut } from './LogOut.ts';

function loggedIn() {
  const world = sessionWorld({ cookies: { token: 'access-token' } });
  world.session.setUser(world.profileApi.user);
  world.analytics.identify(world.profileApi.user.id);
  return { ...world, logOut: new LogOut(world) };
}

describe('LogOut', () => {
  it('clears token and user, resets the analytics person, and calls PUT /auth/logout with the token it had', async () => {
    const world = loggedIn();
    expect(await world.logOut.execute()).toEqual({ ok: true, value: undefined });
    expect(world.authApi.calls).toEqual([{ method: 'logout', args: ['access-token'] }]);
    expect(world.announced).toEqual([{ kind: 'loggedOut' }]);
    expect(world.session.token).toBeNull();
    expect(world.session.user).toBeNull();
    expect(world.cookies.get('token')).toBeNull();
    expect(world.analytics.identified).toBeNull();
    expect(world.analytics.resets).toBe(1);
  });

  it('logs out locally even when the server call fails', async () => {
    const world = loggedIn();
    world.authApi.failure = { kind: 'network', message: 'Network Error' };
    const result = await world.logOut.execute();
    expect(result.ok).toBe(false);
    expect(world.session.isLoggedIn).toBe(false);
    expect(world.analytics.resets).toBe(1);
  });

  it('logs out on this browser before the server answers, so a slow call or a closed tab cannot keep the session', async () => {
    const world = loggedIn();
    let answer: (() => void) | null = null;
    const logOut = new LogOut({
      ...world,
      authApi: {
        logout: () =>
          new Promise((resolve) => {
            answer = () => resolve({ ok: true, value: undefined });
          }),
      },
    });
    const done = logOut.execute();
    expect(world.session.isLoggedIn).toBe(false);
    expect(world.cookies.get('token')).toBeNull();
    expect(world.analytics.resets).toBe(1);
    answer!();
    expect((await done).ok).toBe(true);
  });

  it('asks the server nothing when nobody is logged in', async () => {
    const world = sessionWorld();
    expect(await new LogOut(world).execute()).toEqual({ ok: true, value: undefined });
    expect(world.authApi.methods()).toEqual([]);
    expect(world.announced).toEqual([]);
  });
});
