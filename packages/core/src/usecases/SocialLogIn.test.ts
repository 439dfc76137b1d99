import { describe, expect, it } from 'vitest';
import { rub, userFactory } from '../../test/factories/index.ts';
import { FakeFingerprint, FakePopup, INTERFACE_LOCALE, sessionWorld } from '../../test/fakes/index.ts';
import { SocialLogIn, type SocialLogInRequest } from './SocialLogIn.ts';

/** A player with money on the account: a plain login offers no deposit, so only registration completion would. */
const funded = userFactory.build({ balance: rub(500) });

const login: SocialLogInRequest = {
  provider: 'google',
  mode: 'login',
  origin: 'https://casino.example',
  interfaceLocale: INTERFACE_LOCALE,
};

function socialWorld(popup = new FakePopup(), user = userFactory.build({ balance: rub(0) })) {
  const world = sessionWorld({ cookies: { stag: 'st-1', promo: 'WELCOME100' }, user });
  return { ...world, popup, socialLogIn: new SocialLogIn({ ...world, popup }) };
}

describe('SocialLogIn', () => {
  it('asks the provider page with the tracking fields and opens it in the popup', async () => {
    const world = socialWorld();
    await world.socialLogIn.execute({ ...login, currency: 'USD' });
    expect(world.authApi.calls).toEqual([
      {
        method: 'socialLogin',
        args: [
          {
            provider: 'google',
            origin: 'https://casino.example',
            tracking: { fpp: 'fingerprint-1', stag: 'st-1' },
            promo: 'WELCOME100',
            currency: 'USD',
          },
        ],
      },
    ]);
    expect(world.popup.opened).toEqual(['https://api.casino.example/social/google/consent?state=1']);
  });

  it('sends the fingerprint encrypted, and not in the clear, when the site has a key (§7)', async () => {
    const world = sessionWorld({ cookies: { stag: 'st-1' } });
    const socialLogIn = new SocialLogIn({
      ...world,
      popup: new FakePopup(),
      fingerprint: new FakeFingerprint('fingerprint-1', 'c2VhbGVk'),
    });
    await socialLogIn.execute(login);
    const sent = world.authApi.calls[0]?.args[0];
    expect(sent).toMatchObject({ fppEncrypted: 'c2VhbGVk', tracking: { stag: 'st-1' } });
    expect(sent).not.toHaveProperty('tracking.fpp');
  });

  it('on a token logs in and closes the modal', async () => {
    const world = socialWorld();
    world.modals.open('Login');
    const result = await world.socialLogIn.execute(login);
    expect(result.ok).toBe(true);
    expect(world.session.token).toBe('social-token');
    expect(world.session.user).toEqual(world.profileApi.user);
    expect(world.modals.current()).toBeNull();
  });

  it('requests the VIP club join when the social login began from a VIP request or the VIP page (§6)', async () => {
    const world = socialWorld();
    await world.socialLogIn.execute({ ...login, joinVip: true });
    expect(world.profileApi.vipJoins).toBe(1);

    const plain = socialWorld();
    await plain.socialLogIn.execute(login);
    expect(plain.profileApi.vipJoins).toBe(0);
  });

  it('runs registration completion when it was a registration', async () => {
    const world = socialWorld();
    world.modals.open('Register');
    await world.socialLogIn.execute({ ...login, mode: 'register' });
    expect(world.modals.current()).toBeNull();
    expect(world.profileApi.whoAreYou).toHaveLength(2);
    world.clock.advance(17_000);
    expect(world.modals.current()).toBe('PayIn');
  });

  it('runs registration completion from the registration modal even when the provider account already existed', async () => {
    const world = socialWorld(new FakePopup('social-token', false), funded);
    world.modals.open('Register');
    await world.socialLogIn.execute({ ...login, mode: 'register' });
    expect(world.profileApi.whoAreYou).toHaveLength(2);
    world.clock.advance(17_000);
    expect(world.modals.current()).toBe('PayIn');
  });

  it('runs registration completion when a login from the login modal created a new account', async () => {
    const world = socialWorld(new FakePopup('social-token', true), funded);
    world.modals.open('Login');
    const result = await world.socialLogIn.execute(login);
    expect(result.ok).toBe(true);
    expect(world.session.token).toBe('social-token');
    expect(world.modals.current()).toBeNull();
    expect(world.profileApi.whoAreYou).toHaveLength(2);
    world.clock.advance(17_000);
    expect(world.modals.current()).toBe('PayIn');
  });

  it('runs no registration completion when a login from the login modal found an existing account', async () => {
    const world = socialWorld(new FakePopup('social-token', false), funded);
    world.modals.open('Login');
    const result = await world.socialLogIn.execute(login);
    expect(result.ok).toBe(true);
    expect(world.modals.current()).toBeNull();
    expect(world.profileApi.whoAreYou).toHaveLength(1);
    world.clock.advance(17_000);
    expect(world.modals.current()).toBeNull();
  });

  it('reports a closed popup without logging in', async () => {
    const world = socialWorld(new FakePopup(null));
    world.modals.open('Login');
    expect(await world.socialLogIn.execute(login)).toEqual({ ok: false, error: { kind: 'popupClosed' } });
    expect(world.session.isLoggedIn).toBe(false);
    expect(world.modals.current()).toBe('Login');
  });

  it('refuses a token that is not token-shaped', async () => {
    const world = socialWorld(new FakePopup('<img src=x onerror=alert(1)>'));
    expect(await world.socialLogIn.execute(login)).toEqual({ ok: false, error: { kind: 'popupClosed' } });
    expect(world.session.isLoggedIn).toBe(false);
  });

  it('never opens a provider page off the allow-list', async () => {
    const world = socialWorld();
    world.authApi.socialUrl = 'javascript:alert(document.cookie)';
    expect(await world.socialLogIn.execute(login)).toEqual({
      ok: false,
      error: { kind: 'unsafeProviderUrl' },
    });
    world.authApi.socialUrl = 'https://evil.example/consent';
    expect(await world.socialLogIn.execute(login)).toEqual({
      ok: false,
      error: { kind: 'unsafeProviderUrl' },
    });
    expect(world.popup.opened).toEqual([]);
  });

  it('passes on the failure of the provider page request', async () => {
    const world = socialWorld();
    world.authApi.failure = { kind: 'network', message: 'Network Error' };
    expect(await world.socialLogIn.execute(login)).toEqual({
      ok: false,
      error: { kind: 'network', message: 'Network Error' },
    });
  });
});
