import { describe, expect, it } from 'vitest';
import { userFactory } from '../../test/factories/index.ts';
import {
  FakeAnalytics,
  FakeProfileApi,
  InMemoryCookieJar,
  InMemorySessionChannels,
  InMemorySessionState,
  settle,
} from '../../test/fakes/index.ts';
import type { User } from '../index.ts';
import { LoadProfile } from './LoadProfile.ts';
import { RestoreSession } from './RestoreSession.ts';
import { ShareSessionAcrossTabs } from './ShareSessionAcrossTabs.ts';

/** One browser: the cookies every tab shares, and the tabs' channel. */
function browser() {
  const cookies = new InMemoryCookieJar();
  const channels = new InMemorySessionChannels();
  /** A tab whose profile server answers `user` for any token. */
  const tab = (user: User) => {
    const session = new InMemorySessionState(cookies);
    const analytics = new FakeAnalytics();
    const profileApi = new FakeProfileApi(user);
    const loadProfile = new LoadProfile({ profileApi, cookies, session });
    const restoreSession = new RestoreSession({ cookies, session, loadProfile, analytics });
    const sharing = new ShareSessionAcrossTabs({
      channel: channels.tab(),
      cookies,
      session,
      restoreSession,
      analytics,
    });
    sharing.start();
    /** What the web does on every change of "logged in": tell the other tabs. */
    const changed = () => sharing.announce(session.isLoggedIn ? 'loggedIn' : 'loggedOut');
    return { session, analytics, profileApi, sharing, changed };
  };
  return { cookies, channels, tab };
}

const player1 = userFactory.build({ id: 'player-1' });
const player2 = userFactory.build({ id: 'player-2' });

describe('ShareSessionAcrossTabs (§4 session, across open tabs)', () => {
  it('logs this tab out at once when the player logs out in another tab', async () => {
    const { tab, cookies } = browser();
    const a = tab(player1);
    const b = tab(player1);
    a.session.setToken('token-1');
    b.session.setToken('token-1');
    b.session.setUser(player1);

    a.session.clear();
    a.changed();
    await settle();
    expect(b.session.isLoggedIn).toBe(false);
    expect(b.session.user).toBeNull();
    expect(b.analytics.resets).toBe(1);
    expect(cookies.get('token')).toBeNull();
  });

  it('shows the player who logged in in another tab, instead of acting for them under the old name', async () => {
    const { tab } = browser();
    const a = tab(player2);
    const b = tab(player2);
    b.session.setToken('token-1');
    b.session.setUser(player1);

    a.session.setToken('token-2');
    a.changed();
    await settle();
    expect(b.session.token).toBe('token-2');
    expect(b.session.user?.id).toBe('player-2');
  });

  it('brings a guest tab into the session begun in another tab', async () => {
    const { tab } = browser();
    const a = tab(player1);
    const guest = tab(player1);
    a.session.setToken('token-1');
    a.changed();
    await settle();
    expect(guest.session.user?.id).toBe('player-1');
  });

  it('does not echo: a tab applying another tab’s event announces nothing back', async () => {
    const { tab, channels } = browser();
    const a = tab(player1);
    const b = tab(player1);
    b.session.setToken('token-1');
    // b's own reaction to the change it is applying
    const seen: string[] = [];
    a.session.clear();
    a.changed();
    b.changed();
    seen.push(...channels.announced.map(({ tab: from, event }) => `${from}:${event}`));
    await settle();
    expect(seen).toEqual(['0:loggedOut']);
  });

  it('ignores a login event when the shared token is this tab’s own, or is not token-shaped', async () => {
    const { tab, cookies } = browser();
    const a = tab(player1);
    const b = tab(player1);
    b.session.setToken('token-1');
    b.session.setUser(player1);
    a.sharing.announce('loggedIn');
    cookies.set('token', 'not a token"><');
    a.sharing.announce('loggedIn');
    await settle();
    expect(b.session.token).toBe('token-1');
    expect(b.profileApi.whoAreYou).toEqual([]);
  });
});
