import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ok, settled, type SportEvent } from '@casino/core';
import { sportEventFactory, sportsBetFactory, userFactory, usd } from '@casino/core/test/factories';
import { FakeClock, FakeRandomness, FakeSportsbookApi, settle } from '@casino/core/test/fakes';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { FakeLocale } from '../../testing/fakeStores.ts';
import { slipLegOf, sportsbookParts } from '../../testing/sportsbookParts.ts';
import { BetSlipViewModel } from './BetSlipViewModel.ts';
import { BettingViewModel } from './BettingViewModel.ts';
import { MyBetsViewModel } from '../../components/sportsbook/MyBetsViewModel.ts';

const withHome = (
  event: SportEvent,
  odds: number | null,
  version: number,
  suspended = false,
): SportEvent => ({
  ...event,
  version,
  suspended,
  markets: event.markets.map((market) => ({
    ...market,
    selections: market.selections.map((one) => (one.outcome === 'home' ? { ...one, odds } : one)),
  })),
});

function world(loggedIn = true) {
  const parts = sportsbookParts(
    new FakeSportsbookApi(),
    loggedIn ? userFactory.build({ id: '7', balance: usd(50) }) : null,
  );
  const vm = new BettingViewModel({
    content: new FakeContentApi(),
    locale: new FakeLocale('en'),
    line: parts.line,
    slip: parts.slip,
    myBets: parts.myBets,
  });
  return { ...parts, vm };
}

describe('the sportsbook page (issue 20)', () => {
  it('shows the line read over HTTP at once, then follows the real-time channel: live and upcoming by sport', async () => {
    const { api, feed, vm } = world();
    const live = sportEventFactory.build({ status: 'live' });
    const upcoming = sportEventFactory.build({ sport: 'tennis' });
    api.events = [live, upcoming];
    vm.start();
    await settle();
    expect(vm.live.map((e) => e.id)).toEqual([live.id]);
    expect(vm.upcoming.map((e) => e.id)).toEqual([upcoming.id]);
    vm.setSport('tennis');
    expect(vm.live).toEqual([]);
    vm.setSport('curling');
    expect(vm.sport).toBeNull();
    feed.send({ type: 'update', events: [], closed: [live.id] });
    // The ended match stays in the live list, said ended, and is no longer counted.
    expect(vm.live.map((e) => [e.id, e.status])).toEqual([[live.id, 'ended']]);
    expect(vm.counts).toEqual({ tennis: { live: 0, upcoming: 1 } });
    vm.dispose();
  });

  it('keeps a match that ends in the live list, said ended and not counted, until another list is shown', async () => {
    const { api, feed, vm } = world();
    const [first, ending] = sportEventFactory.buildList(2, { status: 'live' });
    if (!first || !ending) throw new Error('factory');
    api.events = [first, ending];
    vm.start();
    await settle();
    feed.send({ type: 'update', events: [], closed: [ending.id] });
    expect(vm.live.map((e) => [e.id, e.status])).toEqual([
      [first.id, 'live'],
      [ending.id, 'ended'],
    ]);
    expect(vm.open).toEqual({ live: 1, upcoming: 0 });
    expect(vm.counts).toEqual({ football: { live: 1, upcoming: 0 } });
    vm.setTab('upcoming');
    vm.setTab('live');
    expect(vm.live.map((e) => e.id)).toEqual([first.id]);

    feed.send({ type: 'update', events: [], closed: [first.id] });
    expect(vm.live.map((e) => e.status)).toEqual(['ended']);
    vm.setSport('football');
    expect(vm.live).toEqual([]);
    vm.dispose();
  });

  it('preloads the first render’s line and SEO text without opening the real-time channel (issue 15, item 3)', async () => {
    const { api, feed, vm } = world();
    const live = sportEventFactory.build({ status: 'live' });
    api.events = [live];
    await vm.preload();
    expect(vm.live.map((e) => e.id)).toEqual([live.id]);
    expect(vm.line.loaded).toBe(true);
    expect(vm.seoText.seo.value?.text).toBe('<p>Welcome</p>');
    expect(feed.started).toBe(0);
  });

  it('applies a line answered from the server’s page at once, in the same render (hydration shows its rows)', () => {
    const { api, vm } = world();
    const live = sportEventFactory.build({ status: 'live' });
    api.listEvents = () => settled(ok([live]));
    void vm.preload();
    expect(vm.live.map((e) => e.id)).toEqual([live.id]);
  });

  it('reads the line once when the page starts while its preload is still on its way', async () => {
    const { api, vm } = world();
    let reads = 0;
    const listEvents = api.listEvents.bind(api);
    api.listEvents = () => ((reads += 1), listEvents());
    void vm.preload();
    vm.start();
    await settle();
    expect(reads).toBe(1);
    expect(vm.line.loaded).toBe(true);
    vm.dispose();
  });

  it('tells only the rows whose event changed: an update of one match leaves the others’ observers and the lists alone', () => {
    const { feed, vm } = world();
    const [first, second] = sportEventFactory.buildList(2, { status: 'live' });
    if (!first || !second) throw new Error('factory');
    vm.start();
    feed.send({ type: 'snapshot', events: [first, second] });
    const seen: string[] = [];
    const stops = [first, second].map((event) =>
      reaction(
        () => vm.line.event(event.id),
        () => seen.push(event.id),
      ),
    );
    const lists: string[] = [];
    const stopLists = reaction(
      () => [vm.live, vm.counts],
      () => lists.push('changed'),
    );
    feed.send({ type: 'update', events: [withHome(first, 200, 2)], closed: [] });
    expect(seen).toEqual([first.id]);
    // The lists and the menu's counts hold the same events: the page around the rows is not told.
    expect(lists).toEqual([]);
    expect(vm.line.move(`${first.id}:1x2:home`)?.direction).toBe('up');
    feed.send({ type: 'update', events: [], closed: [first.id] });
    expect(vm.line.move(`${first.id}:1x2:home`)).toBeUndefined();
    expect(lists).toEqual(['changed']);
    stopLists();
    stops.forEach((stop) => stop());
    vm.dispose();
  });

  it('shows the price now on the slip, keeps a leg closed while its event stays suspended, and announces politely (issue 38)', async () => {
    const { feed, slip, vm, clock } = world();
    const event = sportEventFactory.build({ status: 'live' });
    vm.start();
    feed.send({ type: 'snapshot', events: [event] });
    slip.toggle(slipLegOf(event));
    feed.send({ type: 'update', events: [withHome(event, 200, 2)], closed: [] });
    expect(slip.legs[0]).toMatchObject({ odds: 200, moved: 'up' });
    expect(slip.announcement).toEqual({ moved: 1, count: 1 });
    feed.send({ type: 'update', events: [withHome(event, 210, 3)], closed: [] });
    expect(slip.announcement?.count).toBe(1);
    clock.advance(5_000);
    feed.send({ type: 'update', events: [withHome(event, 190, 4, true)], closed: [] });
    expect(slip.announcement?.count).toBe(2);
    expect(slip.legs[0]?.suspended).toBe(true);
    // Still suspended at the next step, its prices moving with the clock: the leg stays closed.
    feed.send({ type: 'update', events: [withHome(event, 180, 5, true)], closed: [] });
    expect(slip.legs[0]).toMatchObject({ odds: 180, suspended: true });
    // A closed leg closes the slip: placing it would only be refused.
    expect(slip.closed).toBe(true);
    feed.send({ type: 'update', events: [withHome(event, 180, 6)], closed: [] });
    expect(slip.legs[0]?.suspended).toBe(false);
    expect(slip.closed).toBe(false);
    feed.send({ type: 'update', events: [], closed: [event.id] });
    expect(slip.legs[0]?.suspended).toBe(true);
    expect(slip.closed).toBe(true);
    vm.dispose();
  });

  it('takes a restored slip’s legs to the line’s prices when the line is read, closing one whose match is gone', async () => {
    const { api, slip, vm } = world();
    const event = sportEventFactory.build({ status: 'live' });
    const gone = sportEventFactory.build({ status: 'live' });
    slip.toggle(slipLegOf(event));
    slip.toggle(slipLegOf(gone));
    api.events = [withHome(event, 230, 2)];
    vm.start();
    await settle();
    expect(slip.legs.map((leg) => [leg.odds, leg.suspended])).toEqual([
      [230, false],
      [185, true],
    ]);
    vm.dispose();
  });

  it('places at the odds the slip shows; a refusal for a tick shows old → new, and one tap accepts and places (issue 38)', async () => {
    const { api, feed, slip, session, vm } = world();
    const event = sportEventFactory.build({ status: 'live' });
    vm.start();
    feed.send({ type: 'snapshot', events: [event] });
    slip.toggle(slipLegOf(event));
    slip.setStakeText('2');
    feed.send({ type: 'update', events: [withHome(event, 170, 2)], closed: [] });
    const selectionId = `${event.id}:1x2:home`;
    api.nextAnswer = { kind: 'oddsChanged', legs: [{ selectionId, odds: 160 }] };
    await slip.place();
    expect(api.placed[0]).toMatchObject({ preference: 'higher', legs: [{ selectionId, odds: 170 }] });
    expect(slip.notice).toEqual({ kind: 'oddsChanged', changes: [{ selectionId, from: 170, to: 160 }] });
    expect(slip.legs[0]?.odds).toBe(160);
    const bet = sportsBetFactory.build({ stakeMinor: 200 });
    api.nextAnswer = { kind: 'placed', bet, balanceMinor: 4_800 };
    api.bets = [bet];
    await slip.acceptAndPlace();
    expect(api.placed).toHaveLength(2);
    expect(api.placed[1]).toMatchObject({ stakeMinor: 200, legs: [{ selectionId, odds: 160 }] });
    expect(api.placed[1]?.idempotencyKey).not.toBe(api.placed[0]?.idempotencyKey);
    expect(slip.notice).toEqual({ kind: 'placed', bet });
    expect(slip.legs).toEqual([]);
    expect(session.user?.balance.minor).toBe(4_800);
    await settle();
    expect(vm.myBets.open).toEqual([bet]);
    vm.dispose();
  });

  it('asks the page to move focus to the stake when a price is added, not when one is taken off', () => {
    const { slip } = world();
    const event = sportEventFactory.build();
    slip.toggle(slipLegOf(event));
    expect(slip.stakeFocus).toBe(1);
    slip.toggle(slipLegOf(event));
    expect(slip.stakeFocus).toBe(1);
  });

  it('reloads the player’s bets when an event of an open bet closes (it has been settled)', async () => {
    const { api, feed, vm } = world();
    const bet = sportsBetFactory.build();
    api.bets = [bet];
    vm.start();
    await settle();
    const calls = api.listCalls;
    feed.send({ type: 'update', events: [], closed: ['999'] });
    await settle();
    expect(api.listCalls).toBe(calls);
    api.bets = [{ ...bet, status: 'won', returnMinor: 1_850 }];
    feed.send({ type: 'update', events: [], closed: [bet.legs[0]?.eventId ?? ''] });
    await settle();
    expect(vm.myBets.settled.map((one) => one.status)).toEqual(['won']);
    vm.dispose();
  });

  it('keeps the slip per player across a reload and a logout and login; a visitor is asked to log in to bet', async () => {
    const { store, session, slip, modals } = world();
    const event = sportEventFactory.build();
    slip.toggle(slipLegOf(event));
    slip.setStakeText('3');
    const user = session.user;
    session.setUser(null);
    expect(slip.legs).toEqual([]);
    await slip.place();
    expect(modals.names()).toEqual(['Login']);
    session.setUser(user);
    expect(slip.legs.map((leg) => leg.eventId)).toEqual([event.id]);
    expect(slip.stakeText).toBe('3');
    const reloaded = new BetSlipViewModel({
      session,
      store,
      api: new FakeSportsbookApi(),
      randomness: new FakeRandomness(),
      clock: new FakeClock(),
      modals,
    });
    expect(reloaded.legs).toEqual([]);
    reloaded.restore();
    expect(reloaded.legs.map((leg) => leg.eventId)).toEqual([event.id]);
  });

  it('carries a visitor’s slip into a login whose own slip is empty, and keeps the odds format on the device', async () => {
    const { store, session, slip, api } = world(false);
    const event = sportEventFactory.build();
    slip.toggle(slipLegOf(event));
    slip.setOddsFormat('fractional');
    session.setUser(userFactory.build({ id: '9', balance: usd(10) }));
    expect(slip.legs.map((leg) => leg.eventId)).toEqual([event.id]);
    session.setUser(null);
    expect(slip.legs).toEqual([]);
    const bets = new MyBetsViewModel(api, session, () => Promise.resolve(), store);
    expect(bets.oddsFormat).toBe('decimal');
    bets.start();
    expect(bets.oddsFormat).toBe('fractional');
    bets.dispose();
  });

  it('preloads the player’s bets for the first render of a page rendered on the server', async () => {
    const { api, myBets } = world();
    const bet = sportsBetFactory.build({ stakeMinor: 200 });
    api.bets = [bet];
    await myBets.preload();
    expect(myBets.open).toEqual([bet]);
    expect(myBets.loaded).toBe(true);
  });

  it('loads the betting SEO text in the language of the interface', async () => {
    const { vm } = world(false);
    vm.start();
    await settle();
    expect(vm.seoText.seo.status).toBe('ready');
    vm.dispose();
  });
});
