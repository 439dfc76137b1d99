import { describe, expect, it } from 'vitest';
import { geoFactory, mirrorFactory } from '../../test/factories/index.ts';
import {
  FakeGeoApi,
  FakeMirrorApi,
  FakeNavigation,
  InMemoryCookieJar,
  restoredSession,
} from '../../test/fakes/index.ts';
import { ok } from '../domain/result.ts';
import { StartSingleSignOn } from './StartSingleSignOn.ts';
import { StartupLookups } from './StartupLookups.ts';

const urlPolicy = { allowedHosts: ['sso.example'] };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0';

function ssoWorld(
  options: {
    sso?: string | null;
    cookies?: Record<string, string>;
    query?: Record<string, string>;
    isDevelopment?: boolean;
    userAgent?: string;
  } = {},
) {
  const mirrorApi = new FakeMirrorApi(
    ok(mirrorFactory.build({ sso: options.sso ?? 'https://sso.example/start' })),
  );
  const lookups = new StartupLookups({
    mirrorApi,
    geoApi: new FakeGeoApi(ok(geoFactory.build())),
    host: 'casino.example',
  });
  const cookies = new InMemoryCookieJar(options.cookies);
  const session = restoredSession(cookies);
  const navigation = new FakeNavigation({ query: options.query ?? {} });
  const environment = {
    isDevelopment: options.isDevelopment ?? false,
    userAgent: options.userAgent ?? BROWSER,
  };
  const sso = new StartSingleSignOn({ lookups, session, cookies, navigation, environment, urlPolicy });
  return { sso, cookies, navigation, session, mirrorApi };
}

describe('StartSingleSignOn', () => {
  it('sets the ssoRedirected cookie and redirects to the sso address of the mirror response', async () => {
    const world = ssoWorld();
    expect(await world.sso.execute()).toEqual({ kind: 'redirect', url: 'https://sso.example/start' });
    expect(world.cookies.get('ssoRedirected')).toBe('1');
    expect(world.navigation.reloads).toEqual(['https://sso.example/start']);
  });

  it('does not send a returning player to the SSO site while their token is still only in its cookie', async () => {
    const world = ssoWorld({ cookies: { token: 'access-token' } });
    // The web's session holds no token until the stored one is restored, after this decision.
    const session = {
      isLoggedIn: false,
      setSsoLink: (link: string | null) => world.session.setSsoLink(link),
    };
    const sso = new StartSingleSignOn({
      lookups: new StartupLookups({
        mirrorApi: world.mirrorApi,
        geoApi: new FakeGeoApi(ok(geoFactory.build())),
        host: 'casino.example',
      }),
      session,
      cookies: world.cookies,
      navigation: world.navigation,
      environment: { isDevelopment: false, userAgent: BROWSER },
      urlPolicy,
    });
    expect(await sso.execute()).toEqual({ kind: 'showInterface' });
    expect(world.navigation.reloads).toEqual([]);
  });

  it('keeps a safe sso address as the session SSO link', async () => {
    const world = ssoWorld({ cookies: { token: 'access-token' } });
    await world.sso.execute();
    expect(world.session.ssoLink).toBe('https://sso.example/start');
  });

  it.each([
    ['a token', { cookies: { token: 'access-token', ssoRedirected: '1' } }],
    ['the no_sso flag', { query: { no_sso: '' }, cookies: { ssoRedirected: '1' } }],
    ['the ssoRedirected cookie', { cookies: { ssoRedirected: '1' } }],
    ['the development environment', { isDevelopment: true, cookies: { ssoRedirected: '1' } }],
    ['no sso in the mirror response', { sso: null, cookies: { ssoRedirected: '1' } }],
  ])('with %s clears the cookie and shows the interface', async (_name, options) => {
    const world = ssoWorld(options);
    expect(await world.sso.execute()).toEqual({ kind: 'showInterface' });
    expect(world.cookies.get('ssoRedirected')).toBeNull();
    expect(world.navigation.reloads).toEqual([]);
  });

  it('never redirects to an sso address off the allow-list', async () => {
    const world = ssoWorld({ sso: 'https://sso.example@evil.example/' });
    expect(await world.sso.execute()).toEqual({ kind: 'showInterface' });
    expect(world.navigation.reloads).toEqual([]);
    expect(world.session.ssoLink).toBeNull();
  });

  it('lets google and yandex crawlers skip it', async () => {
    for (const userAgent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'YandexBot/3.0']) {
      const world = ssoWorld({ userAgent, cookies: { ssoRedirected: '1' } });
      expect(await world.sso.execute()).toEqual({ kind: 'skip' });
      expect(world.navigation.reloads).toEqual([]);
      expect(world.cookies.get('ssoRedirected')).toBe('1');
    }
  });

  it('shows the interface when the mirror call fails', async () => {
    const world = ssoWorld();
    world.mirrorApi.mirror = { ok: false, error: { kind: 'network', message: 'Network Error' } };
    expect(await world.sso.execute()).toEqual({ kind: 'showInterface' });
  });
});
