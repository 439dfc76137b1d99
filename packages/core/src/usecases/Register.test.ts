import { describe, expect, it } from 'vitest';
import { rub, userFactory } from '../../test/factories/index.ts';
import { FakeFingerprint, INTERFACE_LOCALE, sessionWorld } from '../../test/fakes/index.ts';
import { contactAwaitingCode, Register, type RegistrationForm } from './Register.ts';

const byEmail: RegistrationForm = {
  method: 'email',
  email: 'new@example.com',
  password: 'secret123',
  currency: 'RUB',
};

function registerWorld(cookies: Record<string, string> = {}) {
  const world = sessionWorld({ cookies, user: userFactory.build({ balance: rub(0) }) });
  return { ...world, register: new Register(world) };
}

describe('Register', () => {
  it('sends fpp, partner, adplace, stag and promo from the fingerprint and cookies', async () => {
    const world = registerWorld({ partnerId: 'p-1', advId: 'adv-1', stag: 'st-1', promo: 'WELCOME100' });
    await world.register.execute(byEmail, INTERFACE_LOCALE);
    expect(world.authApi.calls).toEqual([
      {
        method: 'registerByEmail',
        args: [
          {
            email: 'new@example.com',
            password: 'secret123',
            currency: 'RUB',
            fpp: 'fingerprint-1',
            partner: 'p-1',
            adplace: 'adv-1',
            stag: 'st-1',
            promo: 'WELCOME100',
            captcha: 'captcha-register',
          },
        ],
      },
    ]);
  });

  it('registers by phone with the promo the player typed ahead of the promo cookie', async () => {
    const world = registerWorld({ promo: 'COOKIE' });
    await world.register.execute(
      { method: 'phone', phone: '+70001234567', password: 'pw', currency: 'KZT', promo: 'TYPED' },
      INTERFACE_LOCALE,
    );
    expect(world.authApi.calls[0]).toEqual({
      method: 'registerByPhone',
      args: [
        {
          phone: '+70001234567',
          password: 'pw',
          currency: 'KZT',
          fpp: 'fingerprint-1',
          promo: 'TYPED',
          captcha: 'captcha-register',
        },
      ],
    });
  });

  it('logs the new player in and runs registration completion: user refetched, PayIn after 17 s', async () => {
    const world = registerWorld();
    const result = await world.register.execute(byEmail, INTERFACE_LOCALE);
    expect(result.ok).toBe(true);
    expect(world.cookies.get('token')).toBe('access-token');
    // One fetch starts the session, a second is the completion's refetch.
    expect(world.profileApi.whoAreYou).toHaveLength(2);
    world.clock.advance(16_999);
    expect(world.modals.opened).toEqual([]);
    world.clock.advance(1);
    expect(world.modals.opened).toEqual(['PayIn']);
  });

  it('holds the deposit offer while the new email awaits its signup code, until the code step ends', async () => {
    const world = sessionWorld({
      user: userFactory.build({ balance: rub(0), email: 'new@example.com', isEmailVerified: false }),
    });
    const register = new Register(world);
    const result = await register.execute(byEmail, INTERFACE_LOCALE);
    expect(result.ok && result.value.awaitingCode).toEqual({ channel: 'email', contact: 'new@example.com' });
    world.clock.advance(60_000);
    expect(world.modals.opened).toEqual([]);
    world.completeRegistration.offerDeposit();
    world.clock.advance(17_000);
    expect(world.modals.opened).toEqual(['PayIn']);
  });

  it('asks for no code when the registration contact is already verified, and offers the deposit at once', async () => {
    const world = registerWorld();
    const result = await world.register.execute(byEmail, INTERFACE_LOCALE);
    expect(result.ok && result.value.awaitingCode).toBeNull();
  });

  it('names the phone of a phone registration as the contact awaiting its code, not the email', () => {
    const user = userFactory.build({ email: 'a@b.test', phone: '+79001234567', isPhoneVerified: false });
    expect(contactAwaitingCode(user, 'phone')).toEqual({ channel: 'phone', contact: '+79001234567' });
    expect(contactAwaitingCode(user, 'email')).toBeNull();
  });

  it('does not open PayIn after registration when a payment modal was shown meanwhile', async () => {
    const world = registerWorld();
    await world.register.execute(byEmail, INTERFACE_LOCALE);
    world.modals.open('PayIn');
    world.modals.close('PayIn');
    world.clock.advance(17_000);
    expect(world.modals.opened).toEqual(['PayIn']);
  });

  it('does not open PayIn after registration when the player logged out meanwhile', async () => {
    const world = registerWorld();
    await world.register.execute(byEmail, INTERFACE_LOCALE);
    world.session.clear();
    world.clock.advance(17_000);
    expect(world.modals.opened).toEqual([]);
  });

  it('sends the analytics event with the joined error text, and promocode_error for a promo error', async () => {
    const world = registerWorld();
    world.authApi.failure = { kind: 'validation', fields: { email: ['taken'], promo: ['not_found'] } };
    const result = await world.register.execute(byEmail, INTERFACE_LOCALE);
    expect(result.ok).toBe(false);
    expect(world.analytics.events).toEqual([
      { event: 'registration_error', properties: { error: 'taken, not_found' } },
      { event: 'promocode_error', properties: { error: 'not_found' } },
    ]);
    expect(world.session.isLoggedIn).toBe(false);
  });

  it("sends 'error 500' when the failure has no text", async () => {
    const world = registerWorld();
    world.authApi.failure = { kind: 'server', status: 500 };
    await world.register.execute(byEmail, INTERFACE_LOCALE);
    expect(world.analytics.events).toEqual([
      { event: 'registration_error', properties: { error: 'error 500' } },
    ]);
  });

  it('sends the fingerprint encrypted, and not in the clear, when the site has a key (§7)', async () => {
    const world = registerWorld();
    const register = new Register({
      ...world,
      fingerprint: new FakeFingerprint('fingerprint-1', 'c2VhbGVk'),
    });
    await register.execute(byEmail, INTERFACE_LOCALE);
    const sent = world.authApi.calls[0]?.args[0];
    expect(sent).toMatchObject({ fppEncrypted: 'c2VhbGVk' });
    expect(sent).not.toHaveProperty('fpp');
  });

  it('registers without fpp when the fingerprint cannot be read', async () => {
    const world = registerWorld();
    const register = new Register({
      ...world,
      fingerprint: {
        get: () => Promise.reject(new Error('blocked')),
        encrypted: () => Promise.resolve(null),
      },
    });
    await register.execute(byEmail, INTERFACE_LOCALE);
    expect(world.authApi.calls[0]?.args[0]).not.toHaveProperty('fpp');
  });
});
