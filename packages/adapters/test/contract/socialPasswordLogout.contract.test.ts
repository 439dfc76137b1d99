import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbiddenNotification, passwordSetError, safeTarget } from '@casino/core';
import { startLiveApi, type LiveApi } from './liveApi.ts';
import { PlayerSession } from './playerSession.ts';
import { WEB_ORIGIN, socialPopup, type ConsentChoice } from './providerPopup.ts';
import { PASSWORD, expectOk, registerByEmail } from './registrations.ts';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());

const tab = () => new PlayerSession(api.url);
let accounts = 0;
const nextAccount = () => `social${++accounts}@google.example`;

const popupFor = (choice: ConsentChoice) => socialPopup(api.url, choice);

/** A player created by a social consent: no password yet. */
async function socialPlayer(account = nextAccount()): Promise<PlayerSession> {
  const player = tab();
  const { url } = expectOk(await player.auth.socialLogin({ provider: 'google', origin: WEB_ORIGIN }));
  const consent = await popupFor({ decision: 'allow', account }).popup.waitForToken(url);
  if (consent === null) throw new Error('the consent posted no token');
  player.signIn({ token: consent.token, sso: null });
  return player;
}

describe('social login against the local API', () => {
  it('answers a provider page on the API host that the popup opens, and the consent posts back a token that logs in a new account', async () => {
    const player = tab();
    const { url } = expectOk(
      await player.auth.socialLogin({
        provider: 'google',
        origin: WEB_ORIGIN,
        currency: 'EUR',
        promo: 'FREESPINS',
        tracking: { stag: 'social-stag', partner: 'p-1' },
      }),
    );
    const page = new URL(url);
    expect(page.origin).toBe(new URL(api.url).origin);
    expect(page.pathname).toBe('/social/google/consent');
    expect(safeTarget(url, { allowedHosts: [page.hostname] })?.kind).toBe('external');

    const account = nextAccount();
    const { host, popup } = popupFor({ decision: 'allow', account });
    const consent = await popup.waitForToken(url);
    expect(host.opened).toEqual([url]);
    expect(consent).toEqual({ token: expect.any(String), registered: true });
    player.signIn({ token: consent?.token ?? '', sso: null });

    const user = expectOk(await player.profile.getUser());
    expect(user).toMatchObject({
      email: account,
      currency: 'EUR',
      registerMethod: 'social',
      isPasswordExists: false,
    });
    const [record] = await api.tracking('social');
    expect(record?.data).toMatchObject({ provider: 'google', registered: true, promo: 'FREESPINS' });
    expect(record?.data['tracking']).toMatchObject({ stag: 'social-stag', partner: 'p-1' });
  });

  it('links the provider account to the logged-in player whose token is sent', async () => {
    const player = tab();
    const { email } = await registerByEmail(player);
    const { url } = expectOk(
      await player.auth.socialLogin({
        provider: 'vk',
        origin: WEB_ORIGIN,
        token: player.session.token ?? '',
      }),
    );
    const consent = await popupFor({ decision: 'allow', account: nextAccount() }).popup.waitForToken(url);
    expect(consent?.registered).toBe(false);
    const linked = tab();
    linked.signIn({ token: consent?.token ?? '', sso: null });
    expect(expectOk(await linked.profile.getUser()).email).toBe(email);
  });

  it('says the account is not new when the same provider account consents again', async () => {
    const account = nextAccount();
    const first = expectOk(await tab().auth.socialLogin({ provider: 'google', origin: WEB_ORIGIN }));
    expect((await popupFor({ decision: 'allow', account }).popup.waitForToken(first.url))?.registered).toBe(
      true,
    );
    const again = expectOk(await tab().auth.socialLogin({ provider: 'google', origin: WEB_ORIGIN }));
    const consent = await popupFor({ decision: 'allow', account }).popup.waitForToken(again.url);
    expect(consent).toEqual({ token: expect.any(String), registered: false });
  });

  it('posts no token when the player denies, and the popup answers null once it closes', async () => {
    const { url } = expectOk(await tab().auth.socialLogin({ provider: 'yandex', origin: WEB_ORIGIN }));
    const { popup } = popupFor({ decision: 'deny', account: nextAccount() });
    expect(await popup.waitForToken(url)).toBeNull();
  });

  it('refuses an unknown provider and a foreign origin as unsupported fields', async () => {
    expect(await tab().auth.socialLogin({ provider: 'myspace', origin: 'https://evil.example' })).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { provider: ['unsupported'], origin: ['unsupported'] } },
    });
  });
});

describe('setting a first password against the local API', () => {
  it('sets a password for a player who has none, after which it logs in with it', async () => {
    const account = nextAccount();
    const player = await socialPlayer(account);
    expectOk(await player.auth.setPassword(PASSWORD, PASSWORD));
    expect(expectOk(await player.profile.getUser()).isPasswordExists).toBe(true);
    expectOk(await tab().auth.loginByEmailPassword(account, PASSWORD));
  });

  it('shows the first password message, or else the confirmation message (§5)', async () => {
    const player = await socialPlayer();
    const short = await player.auth.setPassword('abc', 'abc');
    expect(short).toEqual({ ok: false, error: { kind: 'validation', fields: { password: ['too_short'] } } });
    const mismatch = await player.auth.setPassword(PASSWORD, 'another-one');
    expect(mismatch).toEqual({
      ok: false,
      error: { kind: 'validation', fields: { password_confirm: ['mismatch'] } },
    });
    const keys = [short, mismatch].map((result) =>
      !result.ok && result.error.kind === 'validation' ? passwordSetError(result.error.fields)?.key : null,
    );
    expect(keys).toEqual(['error.too_short', 'error.mismatch']);
  });

  it('forbids setting a password over an existing one, shown as profile.error.password_already_set', async () => {
    const player = tab();
    await registerByEmail(player);
    const result = await player.auth.setPassword(PASSWORD, PASSWORD);
    expect(result).toEqual({ ok: false, error: { kind: 'forbidden', error: 'password_already_set' } });
    if (!result.ok && result.error.kind === 'forbidden')
      expect(forbiddenNotification(result.error.error).titleKey).toBe('profile.error.password_already_set');
  });
});

describe('logout against the local API', () => {
  it('logs out: the refresh cookie is cleared, and the old token ends in one failed refresh and a local logout', async () => {
    const player = tab();
    await registerByEmail(player);
    expect(player.browserCookies.get('refresh_token')).not.toBeNull();
    expectOk(await player.auth.logout(player.session.token ?? ''));
    expect(player.browserCookies.get('refresh_token')).toBeNull();

    expect(await player.profile.getUser()).toEqual({ ok: false, error: { kind: 'unauthorised' } });
    expect(player.refreshCalls().map((call) => call.status)).toEqual([401]);
    expect(player.loggedOut).toBe(1);
    expect(player.session.token).toBeNull();
  });
});
