import { describe, expect, it } from 'vitest';
import { userFactory } from '../../test/factories/index.ts';
import { FakeNavigation, sessionWorld } from '../../test/fakes/index.ts';
import type { User } from '../domain/user.ts';
import { ReportClientIp } from './ReportClientIp.ts';
import { SignInWithSimpleAuth } from './SignInWithSimpleAuth.ts';

function simpleAuthWorld(options: {
  query: Record<string, string>;
  cookies?: Record<string, string>;
  user?: User;
}) {
  const world = sessionWorld({ cookies: options.cookies ?? { simpleAuth: '1' }, user: options.user });
  const navigation = new FakeNavigation({ path: '/games', query: options.query });
  const environment = { host: 'casino.example', userAgent: 'Mozilla/5.0 Test' };
  const reportClientIp = new ReportClientIp({ ...world, environment });
  const simpleAuth = new SignInWithSimpleAuth({ ...world, navigation, reportClientIp });
  return { ...world, navigation, simpleAuth };
}

describe('SignInWithSimpleAuth', () => {
  it('stores a query token as the session token when the simpleAuth cookie is set, and loads the profile', async () => {
    const world = simpleAuthWorld({ query: { token: 'simple-token', tab: 'x' } });
    const result = await world.simpleAuth.execute();
    expect(result).toEqual({ ok: true, value: world.profileApi.user });
    expect(world.cookies.get('token')).toBe('simple-token');
    expect(world.session.user).toEqual(world.profileApi.user);
  });

  it('takes the token out of the address, keeping the rest of the query', async () => {
    const world = simpleAuthWorld({ query: { token: 'simple-token', tab: 'x' } });
    await world.simpleAuth.execute();
    expect(world.navigation.moves).toEqual([{ path: '/games?tab=x', replace: true }]);
  });

  it('replaces the token by fresh_token and stores super_bonus', async () => {
    const world = simpleAuthWorld({
      query: { token: 'simple-token' },
      user: userFactory.build({ freshToken: 'fresh-token', superBonus: 'sb-42' }),
    });
    await world.simpleAuth.execute();
    expect(world.session.token).toBe('fresh-token');
    expect(world.cookies.get('token')).toBe('fresh-token');
    expect(world.cookies.get('super_bonus')).toBe('sb-42');
  });

  it('reports the client IP (host, userAgent) and attaches the attribution', async () => {
    const world = simpleAuthWorld({
      query: { token: 'simple-token' },
      cookies: { simpleAuth: '1', stag: 's' },
    });
    await world.simpleAuth.execute();
    expect(world.attributionApi.bodiesOf('reportClientIp')).toEqual([
      { host: 'casino.example', userAgent: 'Mozilla/5.0 Test' },
    ]);
    expect(world.attributionApi.bodiesOf('attachSource')).toHaveLength(1);
  });

  it('clears the token cookie when the profile call fails', async () => {
    const world = simpleAuthWorld({ query: { token: 'simple-token' } });
    world.profileApi.getUserFailure = { kind: 'unauthorised' };
    const result = await world.simpleAuth.execute();
    expect(result.ok).toBe(false);
    expect(world.cookies.get('token')).toBeNull();
    expect(world.session.isLoggedIn).toBe(false);
    expect(world.attributionApi.calls).toEqual([]);
  });

  it('signs nobody in without the simpleAuth cookie, but still takes the token out of the address', async () => {
    const noCookie = simpleAuthWorld({ query: { token: 'simple-token', tab: 'x' }, cookies: {} });
    expect(await noCookie.simpleAuth.execute()).toEqual({ ok: true, value: null });
    expect(noCookie.session.isLoggedIn).toBe(false);
    expect(noCookie.navigation.moves).toEqual([{ path: '/games?tab=x', replace: true }]);

    const noToken = simpleAuthWorld({ query: {} });
    expect(await noToken.simpleAuth.execute()).toEqual({ ok: true, value: null });
  });

  it('refuses a hostile token and a hostile fresh_token', async () => {
    const hostile = simpleAuthWorld({ query: { token: 'x"><script>alert(1)</script>' } });
    expect(await hostile.simpleAuth.execute()).toEqual({ ok: true, value: null });
    expect(hostile.session.isLoggedIn).toBe(false);
    expect(hostile.navigation.query).toEqual({});

    const badFresh = simpleAuthWorld({
      query: { token: 'simple-token' },
      user: userFactory.build({ freshToken: 'bad token\r\n' }),
    });
    await badFresh.simpleAuth.execute();
    expect(badFresh.session.token).toBe('simple-token');
  });

  it('does not sign the player back in when they log out before the profile answers', async () => {
    const world = simpleAuthWorld({
      query: { token: 'simple-token' },
      user: userFactory.build({ freshToken: 'fresh-token', superBonus: 'sb-42' }),
    });
    const answer = world.profileApi.getUser.bind(world.profileApi);
    world.profileApi.getUser = (whoAreYou) => {
      world.session.clear(); // the player logs out (here or in another tab) while the call is under way
      return answer(whoAreYou);
    };
    const result = await world.simpleAuth.execute();
    expect(result.ok).toBe(false);
    expect(world.session.isLoggedIn).toBe(false);
    expect(world.cookies.get('token')).toBeNull();
    expect(world.cookies.get('super_bonus')).toBeNull();
    expect(world.analytics.identified).toBeNull();
  });
});
