import { describe, expect, it } from 'vitest';
import { ok, settled, type SportEvent, type SportsbookApi } from '@casino/core';
import { sportEventFactory, userFactory } from '@casino/core/test/factories';
import { FakeSportsbookApi, settle } from '@casino/core/test/fakes';
import { ENDED_ROWS_KEPT } from './LiveLine.ts';
import { sportsbookParts } from '../../testing/sportsbookParts.ts';
import { SportEventViewModel } from './SportEventViewModel.ts';

/** An event page over `api`: the line, the slip and the player's bets as the app makes them. */
function eventPage(api: SportsbookApi) {
  const { line, slip, myBets } = sportsbookParts(api, userFactory.build());
  return new SportEventViewModel(line, slip, myBets);
}

/** The answers a page rendered on the server was rendered with, as the browser's hydrating render gets them. */
function answeredFromThePage(line: SportEvent[], alone: SportEvent): SportsbookApi {
  const api = new FakeSportsbookApi();
  return {
    listEvents: () => settled(ok(line)),
    getEvent: () => settled(ok(alone)),
    placeBet: (request) => api.placeBet(request),
    listBets: (status) => api.listBets(status),
  };
}

describe('SportEventViewModel: the event’s page from the server (issue 15)', () => {
  it('shows an event of the line in the render that preloads it, when the answers are in hand', () => {
    const event = sportEventFactory.build({ status: 'live' });
    const vm = eventPage(answeredFromThePage([event], event));
    void vm.preload(event.id);
    expect(vm.event?.id).toBe(event.id);
    expect(vm.missing).toBe(false);
  });

  it('shows an ended event, read alone, in that render too', () => {
    const ended = sportEventFactory.build({ status: 'ended' });
    const vm = eventPage(answeredFromThePage([], ended));
    void vm.preload(ended.id);
    expect(vm.event).toEqual(ended);
  });

  it('waits for both reads on the server, and says an unknown event is missing', async () => {
    const api = new FakeSportsbookApi();
    const vm = eventPage(api);
    await vm.preload('nope');
    expect(vm.event).toBeNull();
    expect(vm.missing).toBe(true);
    await settle();
  });

  it('keeps showing its match ended once it ends, however many other matches end after it', async () => {
    const api = new FakeSportsbookApi();
    const [own, ...others] = sportEventFactory.buildList(ENDED_ROWS_KEPT + 2, { status: 'live' });
    if (!own) throw new Error('factory');
    api.events = [own, ...others];
    const { line, slip, myBets, feed } = sportsbookParts(api, userFactory.build());
    const vm = new SportEventViewModel(line, slip, myBets);
    await vm.preload(own.id);
    vm.start();
    await settle();
    const final: SportEvent = { ...own, status: 'ended', score: { home: 3, away: 1 }, markets: [] };
    feed.send({ type: 'update', events: [final], closed: [own.id] });
    for (const other of others) feed.send({ type: 'update', events: [], closed: [other.id] });
    expect(vm.event).toMatchObject({ id: own.id, status: 'ended', score: { home: 3, away: 1 } });
    vm.dispose();
  });
});

describe('SportEventViewModel: the market groups (issue 36)', () => {
  it('starts with every group open; a group folds and opens again, the others untouched', () => {
    const vm = eventPage(new FakeSportsbookApi());
    expect(vm.isFolded('main')).toBe(false);
    vm.toggleGroup('totals');
    expect(vm.isFolded('totals')).toBe(true);
    expect(vm.isFolded('main')).toBe(false);
    vm.toggleGroup('totals');
    expect(vm.isFolded('totals')).toBe(false);
  });
});
