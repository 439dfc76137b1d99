import { describe, expect, it } from 'vitest';
import { rub, userFactory } from '../../test/factories/index.ts';
import { INTERFACE_LOCALE, sessionWorld } from '../../test/fakes/index.ts';
import type { User } from '../domain/user.ts';
import { LogIn, type LoginCredentials } from './LogIn.ts';

function loginWorld(user: User = userFactory.build({ balance: rub(100) })) {
  const world = sessionWorld({ user, cookies: { stag: 'st-1' } });
  const logIn = new LogIn({ ...world });
  return { ...world, logIn };
}

const byEmail: LoginCredentials = {
  method: 'emailPassword',
  email: 'demo@example.com',
  password: 'demo12345',
};
const context = { interfaceLocale: INTERFACE_LOCALE, joinVip: false };

describe('LogIn', () => {
  it.each<[LoginCredentials, string, unknown[]]>([
    [byEmail, 'loginByEmailPassword', ['demo@example.com', 'demo12345', 'captcha-login']],
    [
      { method: 'emailCode', email: 'a@b.example', code: '1234' },
      'loginByEmailCode',
      ['a@b.example', '1234', 'captcha-login'],
    ],
    [
      { method: 'phonePassword', phone: '+70001234567', password: 'pw' },
      'loginByPhonePassword',
      ['+70001234567', 'pw', 'captcha-login'],
    ],
    [
      { method: 'phoneCode', phone: '+70001234567', code: '1234', viaSms: true },
      'loginByPhoneCode',
      ['+70001234567', '1234', true, 'captcha-login'],
    ],
  ])('logs in by %j through %s', async (credentials, method, args) => {
    const world = loginWorld();
    const result = await world.logIn.execute(credentials, context);
    expect(result.ok).toBe(true);
    expect(world.authApi.calls).toEqual([{ method, args }]);
  });

  it('stores the token in the cookie, loads the profile and identifies the analytics person', async () => {
    const world = loginWorld();
    const result = await world.logIn.execute(byEmail, context);
    expect(result).toEqual({ ok: true, value: world.profileApi.user });
    expect(world.cookies.get('token')).toBe('access-token');
    expect(world.session.user).toEqual(world.profileApi.user);
    expect(world.analytics.identified).toBe(world.profileApi.user.id);
  });

  it('saves the interface locale to a profile that has no locale', async () => {
    const world = loginWorld(userFactory.build({ locale: null }));
    const result = await world.logIn.execute(byEmail, context);
    expect(world.profileApi.settings).toEqual([{ locale: 'en' }]);
    expect(result.ok && result.value.locale).toBe('en');
    expect(world.session.user?.locale).toBe('en');
  });

  it('does not bring the player back, nor identify them, when they log out while the locale is being saved', async () => {
    const world = loginWorld(userFactory.build({ locale: null }));
    const save = world.profileApi.updateSettings.bind(world.profileApi);
    world.profileApi.updateSettings = (settings) => {
      world.session.clear(); // Log out pressed while the save is under way
      return save(settings);
    };
    const result = await world.logIn.execute(byEmail, context);
    expect(result).toEqual({ ok: false, error: { kind: 'unauthorised' } });
    expect(world.session.user).toBeNull();
    expect(world.session.isLoggedIn).toBe(false);
    expect(world.analytics.identified).toBeNull();
  });

  it('gives a new account the browser time zone instead of UTC, with the locale in one save', async () => {
    const world = sessionWorld({
      user: userFactory.build({ locale: null, timezone: null }),
      timeZone: 'Asia/Almaty',
    });
    const logIn = new LogIn({ ...world });
    const result = await logIn.execute(byEmail, context);
    expect(world.profileApi.settings).toEqual([{ locale: 'en', timezone: 'Asia/Almaty' }]);
    expect(result.ok && result.value.timezone).toBe('Asia/Almaty');

    const settled = sessionWorld({
      user: userFactory.build({ timezone: 'Europe/Moscow' }),
      timeZone: 'Asia/Almaty',
    });
    await new LogIn({ ...settled }).execute(byEmail, context);
    expect(settled.profileApi.settings).toEqual([]);
  });

  it('leaves a profile locale that is set and shows the page in it (§5)', async () => {
    const world = loginWorld(userFactory.build({ locale: 'kz' }));
    await world.logIn.execute(byEmail, context);
    expect(world.profileApi.settings).toEqual([]);
    expect(world.navigation.locales).toEqual(['kz']);
  });

  it('shows English for a saved locale the site does not support, and stays put on the one shown (§5)', async () => {
    const unsupported = loginWorld(userFactory.build({ locale: 'de' }));
    await unsupported.logIn.execute(byEmail, { ...context, interfaceLocale: 'ru' });
    expect(unsupported.navigation.locales).toEqual(['en']);

    const same = loginWorld(userFactory.build({ locale: 'en' }));
    await same.logIn.execute(byEmail, context);
    expect(same.navigation.locales).toEqual([]);
  });

  it('requests the VIP club join when login began from a VIP request or the VIP page', async () => {
    const world = loginWorld();
    await world.logIn.execute(byEmail, { ...context, joinVip: true });
    expect(world.profileApi.vipJoins).toBe(1);

    const other = loginWorld();
    await other.logIn.execute(byEmail, context);
    expect(other.profileApi.vipJoins).toBe(0);
  });

  it('treats already_member as a joined club and logs other join failures', async () => {
    const world = loginWorld();
    world.profileApi.joinVipFailure = { kind: 'forbidden', error: 'already_member' };
    expect((await world.logIn.execute(byEmail, { ...context, joinVip: true })).ok).toBe(true);
    expect(world.logger.warnings).toEqual([]);

    world.profileApi.joinVipFailure = { kind: 'server', status: 500 };
    expect((await world.logIn.execute(byEmail, { ...context, joinVip: true })).ok).toBe(true);
    expect(world.logger.warnings).toEqual(['VIP club join failed']);
  });

  it('attaches the stored attribution after login', async () => {
    const world = loginWorld();
    await world.logIn.execute(byEmail, context);
    expect(world.attributionApi.bodiesOf('attachSource')).toEqual([
      {
        stag: 'st-1',
        promo: null,
        partnerId: null,
        advId: null,
        advertiseUid: null,
        advertiseSource: null,
        cpaOneUid: null,
        prHash: null,
      },
    ]);
  });

  it('keeps a safe SSO link from the login answer and ignores a hostile one', async () => {
    const world = loginWorld();
    world.authApi.loginAnswer = { token: 'access-token', sso: 'https://sso.example/login' };
    await world.logIn.execute(byEmail, context);
    expect(world.session.ssoLink).toBe('https://sso.example/login');

    const hostile = loginWorld();
    hostile.authApi.loginAnswer = { token: 'access-token', sso: 'javascript:alert(1)' };
    await hostile.logIn.execute(byEmail, context);
    expect(hostile.session.ssoLink).toBeNull();
  });

  it('sends the analytics event with the joined error text when login fails', async () => {
    const world = loginWorld();
    world.authApi.failure = {
      kind: 'validation',
      fields: { email: ['invalid_credentials'], code: ['expired'] },
    };
    const result = await world.logIn.execute(byEmail, context);
    expect(result.ok).toBe(false);
    expect(world.analytics.events).toEqual([
      { event: 'login_error', properties: { error: 'invalid_credentials, expired' } },
    ]);
    expect(world.session.isLoggedIn).toBe(false);
  });

  it("sends 'error 500' when the failure has no text", async () => {
    const world = loginWorld();
    world.authApi.failure = { kind: 'server', status: 502 };
    await world.logIn.execute(byEmail, context);
    expect(world.analytics.events).toEqual([{ event: 'login_error', properties: { error: 'error 500' } }]);
  });

  it('logs out locally when the profile cannot be loaded after the token arrived', async () => {
    const world = loginWorld();
    world.profileApi.getUserFailure = { kind: 'network', message: 'Network Error' };
    const result = await world.logIn.execute(byEmail, context);
    expect(result).toEqual({ ok: false, error: { kind: 'network', message: 'Network Error' } });
    expect(world.cookies.get('token')).toBeNull();
    expect(world.session.isLoggedIn).toBe(false);
  });

  describe('after-login deposit prompt', () => {
    it('opens PayIn 17 s after login when the balance is 0 and the currency is set', async () => {
      const world = loginWorld(userFactory.build({ balance: rub(0) }));
      await world.logIn.execute(byEmail, context);
      world.clock.advance(16_999);
      expect(world.modals.opened).toEqual([]);
      world.clock.advance(1);
      expect(world.modals.opened).toEqual(['PayIn']);
    });

    it('does not open PayIn when a modal is shown at that moment', async () => {
      const world = loginWorld(userFactory.build({ balance: rub(0) }));
      await world.logIn.execute(byEmail, context);
      world.modals.open('Verification');
      world.clock.advance(17_000);
      expect(world.modals.opened).toEqual(['Verification']);
    });

    it('does not open PayIn when the player has logged out meanwhile', async () => {
      const world = loginWorld(userFactory.build({ balance: rub(0) }));
      await world.logIn.execute(byEmail, context);
      world.session.clear();
      world.clock.advance(17_000);
      expect(world.modals.opened).toEqual([]);
    });

    it('does not prompt with money on the account or no currency chosen', async () => {
      for (const user of [userFactory.build({ balance: rub(5) }), userFactory.build({ currency: null })]) {
        const world = loginWorld(user);
        await world.logIn.execute(byEmail, context);
        world.clock.advance(17_000);
        expect(world.modals.opened).toEqual([]);
      }
    });
  });
});
