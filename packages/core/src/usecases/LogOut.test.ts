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
  it('calls PUT /auth/logout, then clears token and user and resets the analytics person', async () => {
    const world = loggedIn();
    expect(await world.logOut.execute()).toEqual({ ok: true, value: undefined });
    expect(world.authApi.methods()).toEqual(['logout']);
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
});
