import { describe, expect, it } from 'vitest';
import {
  FakeAnalytics,
  FakeProfileApi,
  InMemoryCookieJar,
  InMemorySessionChannels,
  settle,
} from '@casino/core/test/fakes';
import { userFactory } from '@casino/core/test/factories';
import { LoadProfile, RestoreSession, ShareSessionAcrossTabs, type User } from '@casino/core';
import { SessionStore } from './SessionStore.ts';
import { shareSessionAcrossTabs } from './sessionAcrossTabs.ts';

function browser() {
  const cookies = new InMemoryCookieJar();
  const channels = new InMemorySessionChannels();
  const tab = (user: User) => {
    const session = new SessionStore(cookies);
    const analytics = new FakeAnalytics();
    const loadProfile = new LoadProfile({ profileApi: new FakeProfileApi(user), cookies, session });
    const restoreSession = new RestoreSession({ cookies, session, loadProfile, analytics });
    const sharing = new ShareSessionAcrossTabs({
      channel: channels.tab(),
      cookies,
      session,
      restoreSession,
      analytics,
    });
    return { session, stop: shareSessionAcrossTabs(sharing, session) };
  };
  return { channels, tab };
}

describe('shareSessionAcrossTabs', () => {
  it('a logout in one tab logs the other out, and a login there brings the new player here', async () => {
    const { tab, channels } = browser();
    const player2 = userFactory.build({ id: 'player-2' });
    const a = tab(player2);
    const b = tab(player2);
    a.session.setToken('token-1');
    await settle();
    expect(b.session.token).toBe('token-1');

    a.session.clear();
    await settle();
    expect(b.session.isLoggedIn).toBe(false);

    a.session.setToken('token-2');
    await settle();
    expect(b.session.token).toBe('token-2');
    expect(b.session.user?.id).toBe('player-2');
    // Each change told once, by the tab where it happened.
    expect(channels.announced).toEqual([
      { tab: 0, event: 'loggedIn' },
      { tab: 0, event: 'loggedOut' },
      { tab: 0, event: 'loggedIn' },
    ]);
  });

  it('stops listening and telling once stopped', async () => {
    const { tab, channels } = browser();
    const a = tab(userFactory.build());
    const b = tab(userFactory.build());
    b.stop();
    a.session.setToken('token-1');
    b.session.clear();
    await settle();
    expect(b.session.isLoggedIn).toBe(false);
    expect(channels.announced).toEqual([{ tab: 0, event: 'loggedIn' }]);
  });
});
