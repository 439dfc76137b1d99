import { describe, expect, it, vi } from 'vitest';
import { settle } from '@casino/core/test/fakes';
import { mirrorFactory, userFactory } from '@casino/core/test/factories';
import { ok } from '@casino/core';
import { testContainer } from './testing/testContainer.ts';
import type { AppStartup } from './AppStartup.ts';
import { APP_TOKENS } from './appTokens.ts';
import { TOKENS } from '../di/tokens.ts';
import type { RegionStore } from '../session/RegionStore.ts';
import type { SessionStore } from '../session/SessionStore.ts';

const SSO_SITE = 'https://sso.casino.example/in';

describe('AppStartup', () => {
  it('restores the session from the token cookie and fetches the profile (§4)', async () => {
    const { container, ports } = testContainer();
    ports.cookies.set('token', 'stored-token');
    const startup = container.get<AppStartup>(APP_TOKENS.AppStartup);
    expect(await startup.run()).toBe('ready');
    const session = container.get<SessionStore>(TOKENS.SessionStore);
    expect(session.token).toBe('stored-token');
    expect(session.user?.id).toBe(ports.profile.user.id);
  });

  it('stays anonymous without a token, and a failed profile fetch clears the token cookie (§8)', async () => {
    const { container, ports } = testContainer();
    ports.cookies.set('token', 'stale');
    ports.profile.getUserFailure = { kind: 'unauthorised' };
    await container.get<AppStartup>(APP_TOKENS.AppStartup).run();
    expect(container.get<SessionStore>(TOKENS.SessionStore).isLoggedIn).toBe(false);
    expect(ports.cookies.get('token')).toBeNull();
  });

  it('sends the browser to the SSO site when the mirror names one and nothing stops it (§4)', async () => {
    const { container, ports } = testContainer();
    ports.mirror.mirror = ok(mirrorFactory.build({ sso: SSO_SITE }));
    const outcome = await container.get<AppStartup>(APP_TOKENS.AppStartup).run();
    expect(outcome).toBe('leaving');
    expect(ports.navigation.reloads).toEqual([SSO_SITE]);
    expect(ports.cookies.get('ssoRedirected')).not.toBeNull();
  });

  it('does not redirect to SSO with the no_sso flag', async () => {
    const { container, ports } = testContainer();
    ports.mirror.mirror = ok(mirrorFactory.build({ sso: SSO_SITE }));
    ports.navigation.go('/?no_sso');
    expect(await container.get<AppStartup>(APP_TOKENS.AppStartup).run()).toBe('ready');
    expect(ports.navigation.reloads).toEqual([]);
  });

  it('writes the userBrowser cookie of the browser at start (§3, §9)', async () => {
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const agent = vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(firefox);
    try {
      const { container, ports } = testContainer();
      await container.get<AppStartup>(APP_TOKENS.AppStartup).run();
      expect(ports.cookies.get('userBrowser')).toBe('Firefox 133');
    } finally {
      agent.mockRestore();
    }
  });

  it('reports the domain once the first page answers input, not ahead of it (§7, issue 35)', async () => {
    const { container, ports } = testContainer();
    container.get<AppStartup>(APP_TOKENS.AppStartup).prefetch();
    await settle();
    expect(ports.mirror.reported).toHaveLength(0);
    document.documentElement.dataset['appReady'] = 'true';
    try {
      await vi.waitFor(() => expect(ports.mirror.reported).toHaveLength(1));
    } finally {
      delete document.documentElement.dataset['appReady'];
    }
  });

  it('learns the region from the geo answer for the Region header', async () => {
    const { container, ports } = testContainer();
    ports.geo.result = ok({ ip: '1.1.1.1', countryCode: 'KZ', region: 'KZ' });
    container.get<AppStartup>(APP_TOKENS.AppStartup).prefetch();
    await settle();
    expect(container.get<RegionStore>(TOKENS.RegionStore).region).toBe('KZ');
  });

  it('captures the landing query’s attribution in the background (pr → prHash)', async () => {
    const { container, ports } = testContainer();
    ports.navigation.go('/?pr=hash-1');
    ports.profile.user = userFactory.build();
    await container.get<AppStartup>(APP_TOKENS.AppStartup).run();
    await settle();
    expect(ports.cookies.get('prHash')).toBe('hash-1');
  });

  it('signs a first visit in by a simple-auth link: the simpleAuth cookie is set before simple auth runs (§4, §5)', async () => {
    const { container, ports } = testContainer();
    ports.navigation.go('/games?simple_auth=1&token=simple-token');
    const player = userFactory.build({ freshToken: null });
    ports.profile.user = player;
    await container.get<AppStartup>(APP_TOKENS.AppStartup).run();
    const session = container.get<SessionStore>(TOKENS.SessionStore);
    expect(ports.cookies.get('simpleAuth')).toBe('1');
    expect(session.token).toBe('simple-token');
    expect(session.user?.id).toBe(player.id);
    expect(ports.navigation.current().query).toEqual({ simple_auth: '1' });
  });

  it('signs a simple-auth link in instead of sending it to the SSO site (§4: SSO only without a token)', async () => {
    const { container, ports } = testContainer();
    ports.mirror.mirror = ok(mirrorFactory.build({ sso: SSO_SITE }));
    ports.navigation.go('/?simple_auth=1&token=simple-token');
    ports.profile.user = userFactory.build({ freshToken: null });
    expect(await container.get<AppStartup>(APP_TOKENS.AppStartup).run()).toBe('ready');
    expect(ports.navigation.reloads).toEqual([]);
    expect(container.get<SessionStore>(TOKENS.SessionStore).token).toBe('simple-token');
    expect(ports.navigation.current().query).toEqual({ simple_auth: '1' });
  });

  it('restores a returning player instead of sending them to the SSO site (§4: SSO only without a token)', async () => {
    const { container, ports } = testContainer();
    ports.mirror.mirror = ok(mirrorFactory.build({ sso: SSO_SITE }));
    ports.cookies.set('token', 'stored-token');
    expect(await container.get<AppStartup>(APP_TOKENS.AppStartup).run()).toBe('ready');
    expect(ports.navigation.reloads).toEqual([]);
    expect(container.get<SessionStore>(TOKENS.SessionStore).user?.id).toBe(ports.profile.user.id);
  });
});
