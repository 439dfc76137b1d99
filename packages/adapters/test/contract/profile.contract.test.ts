import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCALES,
  forbiddenNotification,
  moneyOf,
  notificationFor,
  passwordChangeErrors,
  type Currency,
  type DomainError,
} from '@casino/core';
import { startLiveApi, type LiveApi } from './liveApi.ts';
import { PlayerSession } from './playerSession.ts';
import { DEMO, NEW_PASSWORD, PASSWORD, RICH, expectOk, registerByEmail } from './registrations.ts';
import { expectedMoney } from './wireMoney.ts';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());

const tab = () => new PlayerSession(api.url);

async function loggedIn(email: string, password: string): Promise<PlayerSession> {
  const player = tab();
  player.signIn(expectOk(await player.auth.loginByEmailPassword(email, password)));
  return player;
}

const failure = (error: DomainError) => ({ ok: false, error });

describe('the profile user against the local API', () => {
  it('reads the demo player as the seed describes them', async () => {
    const user = expectOk(await (await loggedIn(DEMO.email, DEMO.password)).profile.getUser());
    expect(user).toMatchObject({
      name: 'Demo',
      email: DEMO.email,
      phone: DEMO.phone,
      balance: moneyOf(0, 'RUB'),
      currency: 'RUB',
      locale: 'en',
      timezone: 'Europe/Moscow',
      registerMethod: 'email',
      isPasswordExists: true,
      verification: { isNeed: false, status: 'failed' },
      premiumStatus: null,
      region: 'RU',
      features: ['bonus_balances'],
      freshToken: null,
    });
    expect(user.id).toEqual(expect.any(String));
  });

  it('reads a member’s VIP level and its progress in their currency (issue 34)', async () => {
    const player = await loggedIn(RICH.email, RICH.password);
    const status = expectOk(await player.profile.getVipStatus());
    expect(status).toMatchObject({
      member: true,
      deposits: moneyOf(200, 'USD'),
      level: { level: 1, name: 'Bronze', cashbackPercent: 3, minDeposit: moneyOf(0, 'USD') },
      nextLevel: { level: 2, minDeposit: moneyOf(500, 'USD'), left: moneyOf(300, 'USD') },
    });
  });

  it('turns every balance of the wire into minor units of the player currency', async () => {
    const player = await loggedIn(RICH.email, RICH.password);
    const user = expectOk(await player.profile.getUser());
    const wire = (await api.wire('/profile/user', player.session.token)) as { data: Record<string, unknown> };
    const currency = wire.data['currency'] as Currency;
    expect(user.currency).toBe('USD');
    expect(user.balance).toEqual(moneyOf(250, 'USD'));
    // The seed gives no bonus balance without a bonus record behind it (issue 34).
    expect(user.bonusBalance).toEqual(moneyOf(0, 'USD'));
    expect({
      balance: user.balance,
      bonus: user.bonus,
      bonusBalance: user.bonusBalance,
      totalBalance: user.totalBalance,
    }).toEqual({
      balance: expectedMoney(wire.data['balance'], currency),
      bonus: expectedMoney(wire.data['bonus'], currency),
      bonusBalance: expectedMoney(wire.data['bonus_balance'], currency),
      totalBalance: expectedMoney(wire.data['total_balance'], currency),
    });
    expect(user).toMatchObject({
      premiumStatus: 'vip',
      verification: { isNeed: true, status: 'pending' },
      features: [],
    });
  });

  it('keeps the first whoAreYou as the super bonus and answers it back', async () => {
    const player = tab();
    await registerByEmail(player);
    expect(expectOk(await player.profile.getUser('summer_bonus-1')).superBonus).toBe('summer_bonus-1');
    expect(expectOk(await player.profile.getUser('another')).superBonus).toBe('summer_bonus-1');
  });

  it('leaves out a whoAreYou the contract does not allow, instead of failing the profile with a 400', async () => {
    const player = tab();
    await registerByEmail(player);
    const user = expectOk(await player.profile.getUser('summer.bonus; path=/'));
    expect(user.superBonus).toBeNull();
    expect(player.calls.at(-1)?.status).toBe(200);
  });

  it('answers a simple-auth token with a fresh token that replaces it', async () => {
    const player = tab();
    player.signIn({ token: await api.simpleAuthToken(DEMO.email), sso: null });
    const user = expectOk(await player.profile.getUser());
    expect(user.freshToken).toEqual(expect.any(String));
    expect(player.browserCookies.get('refresh_token')).not.toBeNull();

    player.signIn({ token: user.freshToken ?? '', sso: null });
    expect(expectOk(await player.profile.getUser()).email).toBe(DEMO.email);
  });
});

describe('profile settings against the local API', () => {
  it('saves locale, time zone and the avatar flag', async () => {
    const player = tab();
    await registerByEmail(player);
    expectOk(
      await player.profile.updateSettings({ locale: 'en', timezone: 'Asia/Almaty', isAvatarHidden: true }),
    );
    expect(expectOk(await player.profile.getUser())).toMatchObject({ locale: 'en', timezone: 'Asia/Almaty' });
  });

  it('accepts every interface locale as the profile locale', async () => {
    const player = tab();
    await registerByEmail(player);
    for (const locale of LOCALES) {
      expectOk(await player.profile.updateSettings({ locale }));
      expect(expectOk(await player.profile.getUser()).locale).toBe(locale);
    }
  });

  it('answers a refused setting with its error field, shown as error.{error} (§8)', async () => {
    const player = tab();
    await registerByEmail(player);
    const refused = await player.profile.updateSettings({ isStatisticsHidden: true });
    expect(refused).toEqual(failure({ kind: 'server', status: 200, error: 'vip_required' }));
    if (!refused.ok) expect(notificationFor(refused.error).titleKey).toBe('error.vip_required');
  });

  it('answers an empty settings change as settings required', async () => {
    const player = tab();
    await registerByEmail(player);
    expect(await player.profile.updateSettings({})).toEqual(
      failure({ kind: 'validation', fields: { settings: ['required'] } }),
    );
  });
});

describe('password change against the local API', () => {
  it('maps each failing field of the 422 to its own message (§5)', async () => {
    const player = tab();
    await registerByEmail(player);
    const result = await player.profile.updatePassword('not-my-password', 'abc', 'abd');
    expect(result).toEqual(
      failure({
        kind: 'validation',
        fields: {
          new_password: ['too_short'],
          password_confirm: ['mismatch'],
          old_password: ['wrong_password'],
        },
      }),
    );
    if (result.ok || result.error.kind !== 'validation') return;
    expect(passwordChangeErrors(result.error.fields)).toEqual({
      old_password: 'profile.settings.password.old_password',
      new_password: 'profile.settings.password.new_password',
      password_confirm: 'profile.settings.password.password_confirm',
    });
  });

  it('changes the password, keeps the calling session and ends the others', async () => {
    const player = tab();
    const { email } = await registerByEmail(player);
    const otherDevice = await loggedIn(email, PASSWORD);
    expectOk(await player.profile.updatePassword(PASSWORD, NEW_PASSWORD, NEW_PASSWORD));

    expect(expectOk(await player.profile.getUser()).email).toBe(email);
    expect(await otherDevice.profile.getUser()).toEqual(failure({ kind: 'unauthorised' }));
    expectOk(await tab().auth.loginByEmailPassword(email, NEW_PASSWORD));
  });
});

describe('the VIP club and history against the local API', () => {
  it('joins the VIP club once; joining again is forbidden as already_member', async () => {
    const player = tab();
    await registerByEmail(player);
    expectOk(await player.profile.joinVip());
    expect(expectOk(await player.profile.getUser()).premiumStatus).toBe('vip');
    expectOk(await player.profile.updateSettings({ isStatisticsHidden: true }));

    const again = await player.profile.joinVip();
    expect(again).toEqual(failure({ kind: 'forbidden', error: 'already_member' }));
    if (!again.ok && again.error.kind === 'forbidden')
      expect(forbiddenNotification(again.error.error).titleKey).toBe('profile.error.already_member');
  });

  it('lists the history newest first, amounts in minor units of each entry currency', async () => {
    const player = await loggedIn(DEMO.email, DEMO.password);
    const history = expectOk(await player.money.getHistory({})).movements;
    const wire = (await api.wire('/profile/history', player.session.token)) as {
      data: { amount: number; currency: Currency }[];
    };
    expect(history.map((entry) => [entry.kind, entry.status])).toEqual([
      ['deposit', 'expired'],
      ['bet', 'success'],
      ['bet', 'success'],
      ['deposit', 'success'],
    ]);
    expect(history.map((entry) => entry.amount)).toEqual(
      wire.data.map((entry) => expectedMoney(entry.amount, entry.currency)),
    );
    expect(history[0]?.amount).toEqual(moneyOf(5000, 'RUB'));
    const times = history.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses the profile calls without a token as unauthorised', async () => {
    const visitor = tab();
    expect(await visitor.profile.getUser()).toEqual(failure({ kind: 'unauthorised' }));
    expect(await visitor.money.getHistory({})).toEqual(failure({ kind: 'unauthorised' }));
    expect(visitor.refreshCalls()).toEqual([]);
  });
});
