import { describe, expect, it } from 'vitest';
import { userFactory } from '../../test/factories/index.ts';
import {
  FakeAnalytics,
  FakeProfileApi,
  InMemoryCookieJar,
  InMemorySessionChannels,
  restoredSession,
  settle,
} from '../../test/fakes/index.ts';
import { Session, type User } from '../index.ts';
import { LoadProfile } from './LoadProfile.ts';
import { RestoreSession } from './RestoreSession.ts';
import { ShareSessionAcrossTabs } from './ShareSessionAcrossTabs.ts';

/** One browser: the cookies every tab shares, and the tabs' channel. */
function browser() {
  const cookies = new InMemoryCookieJar();
  const channels = new InMemorySessionChannels();
  /** A tab whose profile server answers `user` for any token. */
  const tab = (user: User) => {
    const session = restoredSession(cookies);
    const analytics = new FakeAnalytics();
    const profileApi = new FakeProfileApi(user);
    const loadProfile = new LoadProfile({ profileApi, cookies, session });
    const restoreSession = new RestoreSession({ cookies, session, loadProfile, analytics });
    const sharing = new ShareSessionAcrossTabs({
      channel: channels.tab(),
      cookies,
      session,
      restoreSession,
      loadProfile,
      analytics,
    });
    sharing.start();
    /** What the web does once a player is known here. */
    const known = () => {
      if (session.user) sharing.announce({ kind: 'loggedIn', userId: session.user.id });
    };
    return { session, analytics, profileApi, sharing, known };
  };
  return { cookies, channels, tab };
}

const player1 = userFactory.build({ id: 'player-1' });
const player2 = userFactory.build({ id: 'player-2' });

describe('ShareSessionAcrossTabs (§4 session, across open tabs)', () => {
  it('logs this tab out at once when the player logs out in another tab', async () => {
    const { tab } = browser();
    const a = tab(player1);
    const b = tab(player1);
    b.session.setToken('token-1');
    b.session.setUser(player1);

    a.sharing.announce({ kind: 'loggedOut' });
    await settle();
    expect(b.session.isLoggedIn).toBe(false);
    expect(b.session.user).toBeNull();
    expect(b.analytics.resets).toBe(1);
  });

  it('shows another player who logged in in another tab, instead of acting for them under the old name', async () => {
    const { tab } = browser();
    const a = tab(player2);
    const b = tab(player2);
    b.session.setToken('token-1');
    b.session.setUser(player1);

    a.session.setToken('token-2');
    a.session.setUser(player2);
    a.known();
    await settle();
    expect(b.session.token).toBe('token-2');
    expect(b.session.user?.id).toBe('player-2');
    expect(b.analytics.resets).toBe(1);
    expect(b.analytics.identified).toBe('player-2');
  });

  it('brings a guest tab into the session begun in another tab', async () => {
    const { tab } = browser();
    const a = tab(player1);
    const guest = tab(player1);
    a.session.setToken('token-1');
    a.session.setUser(player1);
    a.known();
    await settle();
    expect(guest.session.user?.id).toBe('player-1');
  });

  it('changes nothing when a new tab announces the same player: no logout, no reload, no token taken', async () => {
    const { tab } = browser();
    const old = tab(player1);
    old.session.setToken('token-1');
    old.session.setUser(player1);
    const epoch = old.session.epoch;
    const fresh = tab(player1);
    fresh.session.setToken('token-1-refreshed');
    fresh.session.setUser(player1);

    fresh.known();
    await settle();
    expect(old.session.token).toBe('token-1');
    expect(old.session.user).toEqual(player1);
    expect(old.session.epoch).toBe(epoch);
    expect(old.analytics.resets).toBe(0);
    expect(old.profileApi.whoAreYou).toEqual([]);
  });

  it('does not echo: a tab applying another tab’s news announces nothing back', async () => {
    const { tab, channels } = browser();
    const a = tab(player1);
    const guest = tab(player1);
    guest.session.setUser = (user) => {
      // the web announces the player once known, here while the other tab's news is applied
      Session.prototype.setUser.call(guest.session, user);
      guest.known();
    };
    a.session.setToken('token-1');
    a.session.setUser(player1);
    a.known();
    await settle();
    expect(guest.session.user?.id).toBe('player-1');
    expect(channels.announced.map(({ tab: from }) => from)).toEqual([0]);
  });

  it('ignores a login announced while the shared token is not token-shaped', async () => {
    const { tab, cookies } = browser();
    const a = tab(player2);
    const b = tab(player2);
    b.session.setToken('token-1');
    b.session.setUser(player1);
    cookies.set('token', 'not a token"><');
    a.sharing.announce({ kind: 'loggedIn', userId: 'player-2' });
    await settle();
    expect(b.session.user).toEqual(player1);
    expect(b.profileApi.whoAreYou).toEqual([]);
  });

  it('switches to the announced player even when this tab already holds their token (taken by a refresh) but shows another', async () => {
    const { tab, cookies } = browser();
    const a = tab(player2);
    const b = tab(player2);
    b.session.setToken('token-1');
    b.session.setUser(player1);
    // Player 2 logged in elsewhere; this tab's refresh took their token from the shared cookie.
    cookies.set('token', 'token-2');
    b.session.setToken('token-2');

    a.sharing.announce({ kind: 'loggedIn', userId: 'player-2' });
    await settle();
    expect(b.session.token).toBe('token-2');
    expect(b.session.user?.id).toBe('player-2');
  });

  it('always tells a logout, even while applying another tab’s news', async () => {
    const { tab, channels } = browser();
    const a = tab(player1);
    const b = tab(player1);
    b.profileApi.getUser = () => new Promise(() => undefined); // b's restore never answers
    a.session.setToken('token-1');
    a.session.setUser(player1);
    a.known();
    await settle();
    b.sharing.announce({ kind: 'loggedOut' });
    expect(channels.announced.map(({ event }) => event.kind)).toEqual(['loggedIn', 'loggedOut']);
  });

  it('leaves a tab that is loading the profile of the very token announced to finish its own load', async () => {
    const { tab, cookies } = browser();
    const a = tab(player1);
    const b = tab(player1);
    cookies.set('token', 'token-1');
    b.session.setToken('token-1');
    const epoch = b.session.epoch;
    a.sharing.announce({ kind: 'loggedIn', userId: 'player-1' });
    await settle();
    expect(b.session.epoch).toBe(epoch);
    expect(b.profileApi.whoAreYou).toEqual([]);
  });

  it('keeps its own player when another player’s news crosses its own login: the cookie holds its token', async () => {
    const { tab, cookies } = browser();
    const a = tab(player2);
    const b = tab(player1);
    cookies.set('token', 'token-1');
    b.session.setToken('token-1');
    b.session.setUser(player1);
    const epoch = b.session.epoch;

    a.sharing.announce({ kind: 'loggedIn', userId: 'player-2' });
    await settle();
    expect(b.session.user?.id).toBe('player-1');
    expect(b.session.epoch).toBe(epoch);
    expect(b.analytics.resets).toBe(0);
  });
});
