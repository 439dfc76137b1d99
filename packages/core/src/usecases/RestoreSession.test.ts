import { describe, expect, it } from 'vitest';
import { userFactory } from '../../test/factories/index.ts';
import { sessionWorld } from '../../test/fakes/index.ts';
import { RestoreSession } from './RestoreSession.ts';

function restore(cookies: Record<string, string>) {
  const world = sessionWorld({ cookies, user: userFactory.build({ id: 'user-7' }) });
  const restoreSession = new RestoreSession(world);
  return { ...world, restoreSession };
}

describe('RestoreSession', () => {
  it('treats a bearer token stored in the token cookie as logged in and fetches the profile', async () => {
    const world = restore({ token: 'stored-token' });
    const result = await world.restoreSession.execute();
    expect(result).toEqual({ ok: true, value: world.profileApi.user });
    expect(world.session.isLoggedIn).toBe(true);
    expect(world.session.user?.id).toBe('user-7');
    expect(world.analytics.identified).toBe('user-7');
  });

  it('asks the profile with whoAreYou equal to the super_bonus cookie', async () => {
    const world = restore({ token: 'stored-token', super_bonus: 'sb-1' });
    await world.restoreSession.execute();
    expect(world.profileApi.whoAreYou).toEqual(['sb-1']);
  });

  it('leaves an anonymous visitor anonymous without calling the server', async () => {
    const world = restore({});
    expect(await world.restoreSession.execute()).toEqual({ ok: true, value: null });
    expect(world.profileApi.whoAreYou).toEqual([]);
    expect(world.session.isLoggedIn).toBe(false);
  });

  it('on a failed profile fetch logs out locally and clears the token cookie', async () => {
    const world = restore({ token: 'stored-token' });
    world.profileApi.getUserFailure = { kind: 'unauthorised' };
    const result = await world.restoreSession.execute();
    expect(result).toEqual({ ok: false, error: { kind: 'unauthorised' } });
    expect(world.session.isLoggedIn).toBe(false);
    expect(world.session.user).toBeNull();
    expect(world.cookies.get('token')).toBeNull();
    expect(world.analytics.identified).toBeNull();
  });

  it('drops a token cookie that is not token-shaped instead of sending it', async () => {
    const world = restore({ token: 'abc\r\nX-Injected: 1' });
    expect(await world.restoreSession.execute()).toEqual({ ok: true, value: null });
    expect(world.cookies.get('token')).toBeNull();
    expect(world.session.isLoggedIn).toBe(false);
    expect(world.profileApi.whoAreYou).toEqual([]);
  });
});
