import type { SportsbookApi, User } from '@casino/core';
import { sportEventFactory } from '@casino/core/test/factories';
import { FakeClock, FakeRandomness, FakeSportsFeed, InMemoryKeyValueStore } from '@casino/core/test/fakes';
import { MyBetsViewModel } from '../components/sportsbook/MyBetsViewModel.ts';
import { BetSlipViewModel } from '../pages/betting/BetSlipViewModel.ts';
import { LiveLine } from '../pages/betting/LiveLine.ts';
import { FakeModalOpener, FakeSession } from './fakeStores.ts';

/**
 * What a betting page is made of, over `api`, as the app puts it together for `user` (null: a visitor): the real-time
 * channel, the line, the slip restored from the device, and the player's bets.
 */
export function sportsbookParts<A extends SportsbookApi>(api: A, user: User | null) {
  const feed = new FakeSportsFeed();
  const clock = new FakeClock();
  const session = new FakeSession(user);
  const store = new InMemoryKeyValueStore();
  const modals = new FakeModalOpener();
  const slip = new BetSlipViewModel({ session, store, api, randomness: new FakeRandomness(), clock, modals });
  slip.restore();
  const line = new LiveLine({ feed, api, clock });
  const myBets = new MyBetsViewModel(api, session);
  return { api, feed, clock, session, store, modals, slip, line, myBets };
}

/** The slip's leg for the `index`th price of an event's first market, as a tap on that price makes it. */
export function slipLegOf(event = sportEventFactory.build(), index = 0) {
  const market = event.markets[0];
  const selection = market?.selections[index];
  if (!market || !selection?.odds) throw new Error('factory');
  return {
    eventId: event.id,
    marketId: market.id,
    selectionId: selection.id,
    odds: selection.odds,
    eventName: `${event.home} — ${event.away}`,
    marketName: '1x2',
    selectionName: selection.outcome,
  };
}
