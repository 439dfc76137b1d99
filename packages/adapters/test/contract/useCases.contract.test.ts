import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEPOSIT_PROMPT_DELAY_MS,
  INVOICE_STATUS_POLL_MS,
  LOGIN_FAILED_EVENT,
  moneyOf,
  type InvoiceEnd,
} from '@casino/core';
import { coreWorld } from './coreWorld.ts';
import { startLiveApi, type LiveApi } from './liveApi.ts';
import { PlayerSession } from './playerSession.ts';
import { WEB_ORIGIN } from './providerPopup.ts';
import { DEMO, PASSWORD, emailRegistrationFactory, expectOk, registerByEmail } from './registrations.ts';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());

const context = { interfaceLocale: 'en', joinVip: false } as const;

function world(locale: 'ru' | 'en' = 'en') {
  const player = new PlayerSession(api.url, { locale });
  return { player, ...coreWorld(player, api.url) };
}

describe('core use cases over the real adapters and the local API', () => {
  it('LogIn by email and password starts the session, loads the profile and arms the deposit prompt', async () => {
    const { player, logIn, analytics, clock, modals } = world();
    const user = expectOk(
      await logIn.execute({ method: 'emailPassword', email: DEMO.email, password: DEMO.password }, context),
    );
    expect(user).toMatchObject({ email: DEMO.email, balance: moneyOf(0, 'RUB'), currency: 'RUB' });
    expect(player.session.user).toEqual(user);
    expect(player.cookies.get('token')).toBe(player.session.token);
    expect(analytics.identified).toBe(user.id);
    expect((await api.tracking('attach_source'))[0]?.player_id).toBe(Number(user.id));

    clock.advance(DEPOSIT_PROMPT_DELAY_MS);
    expect(modals.opened).toEqual(['PayIn']);
  });

  it('LogIn by email code, begun from the VIP club, joins the club once logged in', async () => {
    const { player, logIn } = world();
    const { email } = await registerByEmail(new PlayerSession(api.url));
    expectOk(await player.auth.requestEmailLoginCode(email));
    const code = await api.latestCode(email);
    expectOk(await logIn.execute({ method: 'emailCode', email, code }, { ...context, joinVip: true }));
    expect(expectOk(await player.profile.getUser()).premiumStatus).toBe('vip');
  });

  it('LogIn that fails reports the joined error text to analytics and keeps the player logged out', async () => {
    const { player, logIn, analytics } = world();
    const result = await logIn.execute(
      { method: 'emailPassword', email: DEMO.email, password: 'wrong-password' },
      context,
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(analytics.events).toEqual([
      { event: LOGIN_FAILED_EVENT, properties: { error: 'invalid_credentials' } },
    ]);
    expect(player.session.isLoggedIn).toBe(false);
  });

  it('Register sends the attribution cookies and fingerprint, saves the interface locale and completes the registration', async () => {
    const { player, register, completeRegistration, clock, modals } = world();
    player.cookies.set('stag', 'cookie-stag');
    player.cookies.set('partnerId', 'cookie-partner');
    player.cookies.set('advId', 'cookie-adv');
    const { email } = emailRegistrationFactory.build();
    const { user, awaitingCode } = expectOk(
      await register.execute(
        { method: 'email', email, password: PASSWORD, currency: 'RUB', promo: 'WELCOME100' },
        'en',
      ),
    );
    expect(user).toMatchObject({ email, locale: 'en' });
    // The API emailed a code at signup: the deposit offer waits for the modal's code step.
    expect(awaitingCode).toEqual({ channel: 'email', contact: email });
    expect((await api.tracking('register'))[0]?.data).toMatchObject({
      email,
      fpp: 'fingerprint-contract',
      partner: 'cookie-partner',
      adplace: 'cookie-adv',
      stag: 'cookie-stag',
      promo: 'WELCOME100',
    });
    expect((await api.tracking('attach_source'))[0]?.data).toMatchObject({
      stag: 'cookie-stag',
      partnerId: 'cookie-partner',
      advId: 'cookie-adv',
    });
    clock.advance(DEPOSIT_PROMPT_DELAY_MS);
    expect(modals.opened).toEqual([]);
    completeRegistration.offerDeposit();
    clock.advance(DEPOSIT_PROMPT_DELAY_MS);
    expect(modals.opened).toEqual(['PayIn']);
  });

  it('RestoreSession loads the profile for a stored token, and a token the server does not know ends in a local logout', async () => {
    const first = world();
    expectOk(
      await first.logIn.execute(
        { method: 'emailPassword', email: DEMO.email, password: DEMO.password },
        context,
      ),
    );
    const reopened = world();
    reopened.player.cookies.set('token', first.player.session.token ?? '');
    expect(expectOk(await reopened.restoreSession.execute())?.email).toBe(DEMO.email);

    const stale = world();
    stale.player.cookies.set('token', 'unknown-token-from-an-old-visit');
    expect(await stale.restoreSession.execute()).toEqual({ ok: false, error: { kind: 'unauthorised' } });
    expect(stale.player.cookies.get('token')).toBeNull();
    expect(stale.player.session.isLoggedIn).toBe(false);
  });

  it('LoadProfile keeps the player logged in when the super_bonus cookie holds a value the API would refuse', async () => {
    const { player, logIn } = world();
    player.cookies.set('super_bonus', 'bonus.from:another-site');
    const user = await logIn.execute(
      { method: 'emailPassword', email: DEMO.email, password: DEMO.password },
      context,
    );
    expect(user).toMatchObject({ ok: true, value: { email: DEMO.email } });
    expect(player.session.isLoggedIn).toBe(true);
  });

  it('LogOut tells the server, clears the session and resets the analytics person', async () => {
    const { player, logIn, logOut, analytics } = world();
    const { email } = await registerByEmail(new PlayerSession(api.url));
    expectOk(await logIn.execute({ method: 'emailPassword', email, password: PASSWORD }, context));
    const token = player.session.token;
    expectOk(await logOut.execute());
    expect(player.session.isLoggedIn).toBe(false);
    expect(analytics.resets).toBe(1);
    const again = new PlayerSession(api.url);
    again.signIn({ token: token ?? '', sso: null });
    expect(await again.profile.getUser()).toEqual({ ok: false, error: { kind: 'unauthorised' } });
  });

  it('SignInWithSimpleAuth swaps the one-use token for the fresh one and reports the client IP', async () => {
    const { player, signInWithSimpleAuth, navigation } = world();
    const token = await api.simpleAuthToken(DEMO.email);
    navigation.query = { token };
    player.cookies.set('simpleAuth', '1');
    const user = expectOk(await signInWithSimpleAuth.execute());
    expect(user?.email).toBe(DEMO.email);
    expect(player.session.token).not.toBe(token);
    expect(player.session.token).toBe(user?.freshToken);
    expect(navigation.query).toEqual({});
    expect((await api.tracking('ip'))[0]?.data).toEqual({
      host: 'casino.example',
      userAgent: 'Mozilla/5.0 (contract suite)',
    });
    expect(expectOk(await player.profile.getUser()).email).toBe(DEMO.email);
  });

  it('SocialLogIn as a registration opens the API consent page, logs in with its token and completes the registration', async () => {
    const { player, socialLogIn, clock, modals } = world();
    const account = 'core-social@google.example';
    const user = expectOk(
      await socialLogIn({ decision: 'allow', account }).execute({
        provider: 'google',
        mode: 'register',
        origin: WEB_ORIGIN,
        currency: 'USD',
        interfaceLocale: 'en',
      }),
    );
    expect(user).toMatchObject({ email: account, currency: 'USD', registerMethod: 'social', locale: 'en' });
    expect(player.session.isLoggedIn).toBe(true);
    clock.advance(DEPOSIT_PROMPT_DELAY_MS);
    expect(modals.opened).toEqual(['PayIn']);
  });

  it('SocialLogIn from the login modal completes the registration when the consent created the account', async () => {
    const { player, socialLogIn, clock, modals } = world();
    const login = { provider: 'google', mode: 'login', origin: WEB_ORIGIN, interfaceLocale: 'en' } as const;
    // No currency: a plain login offers no deposit to such a player, so a PayIn here comes from registration completion.
    const user = expectOk(
      await socialLogIn({ decision: 'allow', account: 'core-new@google.example' }).execute(login),
    );
    expect(user).toMatchObject({ registerMethod: 'social', currency: null });
    expect(player.session.isLoggedIn).toBe(true);
    clock.advance(DEPOSIT_PROMPT_DELAY_MS);
    expect(modals.opened).toEqual(['PayIn']);
  });

  it('SocialLogIn from the login modal runs no registration completion for an account the provider already knows', async () => {
    const account = 'core-known@google.example';
    const login = { provider: 'google', mode: 'login', origin: WEB_ORIGIN, interfaceLocale: 'en' } as const;
    expectOk(await world().socialLogIn({ decision: 'allow', account }).execute(login));
    const { player, socialLogIn, clock, modals } = world();
    expectOk(await socialLogIn({ decision: 'allow', account }).execute(login));
    expect(player.session.isLoggedIn).toBe(true);
    clock.advance(DEPOSIT_PROMPT_DELAY_MS);
    expect(modals.opened).toEqual([]);
  });

  it('StartDeposit creates the invoice and the tracker sees it paid at the next poll, with the balance refreshed', async () => {
    const { player, startDeposit, invoiceTracker, clock, modals } = world();
    await registerByEmail(player);
    const [card] = expectOk(await player.billing.getBillingData()).methods;
    if (!card) throw new Error('no card method');
    const amount = moneyOf(750, 'RUB');
    const invoice = expectOk(await startDeposit.execute(card, amount));
    expect(invoiceTracker.current()?.invoice.id).toBe(invoice.id);

    const ended = new Promise<InvoiceEnd>((resolve) =>
      invoiceTracker.subscribe((_, reason) => reason && resolve(reason)),
    );
    expect(await api.payInvoice(invoice.id)).toBe(200);
    clock.advance(INVOICE_STATUS_POLL_MS);
    expect(await ended).toBe('paid');
    expect(modals.opened).toEqual(['SuccessPayment']);
    await vi.waitFor(() => expect(player.session.user?.balance).toEqual(amount));
  });

  it('StartDeposit refuses an amount under the method minimum before any call', async () => {
    const { player, startDeposit } = world();
    await registerByEmail(player);
    const [card] = expectOk(await player.billing.getBillingData()).methods;
    if (!card) throw new Error('no card method');
    const sent = player.calls.length;
    expect(await startDeposit.execute(card, moneyOf(50, 'RUB'))).toMatchObject({
      ok: false,
      error: { kind: 'amountRejected' },
    });
    expect(player.calls).toHaveLength(sent);
  });
});
