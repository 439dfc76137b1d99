import { describe, expect, it } from 'vitest';
import type { User } from '@casino/core';
import { usd, userFactory } from '@casino/core/test/factories';
import { FakeClock, FakeNavigation, InMemoryKeyValueStore, settle } from '@casino/core/test/fakes';
import { PLAY_SESSION_KEY, PlaySession, REALITY_CHECK_KEY } from './PlaySession.ts';

const MINUTE = 60_000;

function world() {
  const clock = new FakeClock();
  const store = new InMemoryKeyValueStore();
  const navigation = new FakeNavigation();
  const session: { user: User | null } = { user: userFactory.build({ currency: 'USD', balance: usd(100) }) };
  const play = new PlaySession({ clock, store, session, navigation });
  return { clock, store, navigation, session, play };
}

describe('PlaySession', () => {
  it('checks reality every hour until the player picks another interval', () => {
    const w = world();
    expect(w.play.intervalMinutes).toBe(60);
    w.play.chooseInterval(15);
    expect(w.play.intervalMinutes).toBe(15);
    expect(w.store.get(REALITY_CHECK_KEY)).toBe('15');
  });

  it('shows the session time and net result once the interval has passed, not before', () => {
    const w = world();
    w.play.chooseInterval(15);
    w.play.enter();
    w.clock.advance(15 * MINUTE - 1);
    expect(w.play.check).toBeNull();
    const user = w.session.user as User;
    w.session.user = { ...user, balance: usd(92.5) };
    w.clock.advance(1);
    expect(w.play.check).toEqual({ sessionMs: 15 * MINUTE, netMinor: -750 });
    expect(w.play.elapsedMs).toBe(15 * MINUTE);
  });

  it('asks again one interval after "continue"', async () => {
    const w = world();
    w.play.chooseInterval(30);
    w.play.enter();
    w.clock.advance(30 * MINUTE);
    w.play.answer('continue');
    await settle();
    expect(w.play.check).toBeNull();
    w.clock.advance(30 * MINUTE);
    expect(w.play.check?.sessionMs).toBe(60 * MINUTE);
  });

  it('leaves the game on "stop playing" and ends the session', async () => {
    const w = world();
    w.play.chooseInterval(15);
    w.play.enter();
    w.clock.advance(15 * MINUTE);
    w.play.answer('stop');
    await settle();
    expect(w.navigation.moves.map((m) => m.path)).toEqual(['/']);
    expect(w.play.active).toBe(false);
    w.clock.advance(60 * MINUTE);
    expect(w.play.check).toBeNull();
  });

  it('keeps one session while the player moves between games, and starts none for a visitor', () => {
    const w = world();
    w.play.enter();
    w.clock.advance(5 * MINUTE);
    w.play.enter();
    expect(w.play.elapsedMs).toBe(5 * MINUTE);
    w.play.leave();
    w.session.user = null;
    w.play.enter();
    expect(w.play.active).toBe(false);
  });

  it('goes on after a page load with the same start and net result, and checks reality from that start', () => {
    const first = world();
    first.play.chooseInterval(15);
    first.play.enter();
    first.clock.advance(10 * MINUTE);
    const user = first.session.user as User;
    // A page load: a new page, with the same store and the balance as the server has it now.
    const clock = new FakeClock(first.clock.now());
    const session = { user: { ...user, balance: usd(90) } };
    const again = new PlaySession({ clock, store: first.store, session, navigation: new FakeNavigation() });
    again.enter();
    expect(again.elapsedMs).toBe(10 * MINUTE);
    expect(again.netMinor).toBe(-10_00);
    clock.advance(5 * MINUTE);
    expect(again.check).toEqual({ sessionMs: 15 * MINUTE, netMinor: -10_00 });
  });

  it('starts afresh 30 minutes after the player left the games, or after stopping at a reality check', async () => {
    const w = world();
    w.play.enter();
    w.clock.advance(5 * MINUTE);
    w.play.leave();
    w.clock.advance(29 * MINUTE);
    w.play.enter();
    expect(w.play.elapsedMs).toBe(34 * MINUTE);
    w.play.leave();
    w.clock.advance(30 * MINUTE);
    w.play.enter();
    expect(w.play.elapsedMs).toBe(0);
    w.play.chooseInterval(15);
    w.clock.advance(15 * MINUTE);
    w.play.answer('stop');
    await settle();
    expect(w.store.get(PLAY_SESSION_KEY)).toBeNull();
  });

  it('is kept for its own player only', () => {
    const w = world();
    w.play.enter();
    w.clock.advance(5 * MINUTE);
    w.play.leave();
    w.session.user = userFactory.build({ currency: 'USD', balance: usd(100) });
    w.play.enter();
    expect(w.play.elapsedMs).toBe(0);
  });
});
