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
      loadProfile,
      analytics,
    });
    return { session, sharing, restoreSession, stop: shareSessionAcrossTabs(sharing, session) };
  };
  return { cookies, channels, tab };
}

describe('shareSessionAcrossTabs', () => {
  it('tells the other tabs the player once known here, and they take that player', async () => {
    const { tab, channels } = browser();
    const player = userFactory.build({ id: 'player-2' });
    const a = tab(player);
    const b = tab(player);
    a.session.setToken('token-2');
    await a.restoreSession.execute();
    await settle();
    expect(b.session.token).toBe('token-2');
    expect(b.session.user?.id).toBe('player-2');
    // Told once, by the tab where it happened; the tab that took it did not echo it back.
    expect(channels.announced).toEqual([{ tab: 0, event: { kind: 'loggedIn', userId: 'player-2' } }]);
  });

  it('does not tell the other tabs a session that ended here by itself (a failed profile call)', async () => {
    const { tab, channels } = browser();
    const a = tab(userFactory.build());
    a.session.setToken('token-1');
    a.session.clear();
    await settle();
    expect(channels.announced).toEqual([]);
  });

  it('stops listening and telling once stopped', async () => {
    const { tab, channels } = browser();
    const a = tab(userFactory.build({ id: 'p' }));
    const b = tab(userFactory.build({ id: 'p' }));
    b.stop();
    a.session.setToken('token-1');
    await a.restoreSession.execute();
    b.session.setToken('token-9');
    b.session.setUser(userFactory.build());
    await settle();
    expect(b.session.token).toBe('token-9');
    expect(channels.announced).toEqual([{ tab: 0, event: { kind: 'loggedIn', userId: 'p' } }]);
  });
});
