import { describe, expect, it } from 'vitest';
import type { SportEvent } from '@casino/core';
import { sportEventFactory } from '@casino/core/test/factories';
import { FakeClock, FakeSportsbookApi, FakeSportsFeed, settle } from '@casino/core/test/fakes';
import { ENDED_ROWS_KEPT, LiveLine, ROWS_PER_TASK } from './LiveLine.ts';

/** A line whose slices wait for tasks the test runs one at a time. */
function world(events: SportEvent[]) {
  const api = new FakeSportsbookApi();
  api.events = events;
  const feed = new FakeSportsFeed();
  const tasks: (() => void)[] = [];
  const line = new LiveLine({
    feed,
    api,
    clock: new FakeClock(),
    nextTask: () => new Promise<void>((resolve) => tasks.push(resolve)),
  });
  const nextTask = async () => {
    tasks.shift()?.();
    await settle();
  };
  return { feed, line, tasks, nextTask };
}

const moved = (event: SportEvent, version: number): SportEvent => ({
  ...event,
  version,
  markets: event.markets.map((market) => ({
    ...market,
    selections: market.selections.map((one) => ({ ...one, odds: one.odds === null ? null : one.odds + 10 })),
  })),
});

describe('LiveLine (issue 15: the channel’s changes shown a slice a task)', () => {
  it(`shows ${ROWS_PER_TASK} changed rows per task, each with its prices’ moves, until the line is current`, async () => {
    const events = sportEventFactory.buildList(10, { status: 'live' });
    const { feed, line, tasks, nextTask } = world(events);
    line.start();
    await settle();
    expect(line.events).toHaveLength(10);

    const changed = events.map((event) => moved(event, event.version + 1));
    feed.send({ type: 'update', events: changed, closed: [] });
    const shownNew = () => line.events.filter((event) => changed.includes(event)).length;
    // The task that read the message renders nothing.
    expect(shownNew()).toBe(0);
    let tasksRun = 0;
    while (tasks.length > 0) {
      await nextTask();
      tasksRun += 1;
      expect(shownNew()).toBe(Math.min(10, tasksRun * ROWS_PER_TASK));
      if (tasksRun === 1) {
        const first = changed[0]?.markets[0]?.selections[0];
        expect(first && line.move(first.id)?.direction).toBe('up');
      }
    }
    expect(tasksRun).toBe(Math.ceil(10 / ROWS_PER_TASK));
    line.dispose();
  });

  it('shows the newest state when an update comes in the middle, and an ended event is shown ended at once', async () => {
    const events = sportEventFactory.buildList(10, { status: 'live' });
    const { feed, line, tasks, nextTask } = world(events);
    line.start();
    await settle();
    feed.send({ type: 'update', events: events.map((event) => moved(event, event.version + 1)), closed: [] });
    const newest = events.map((event) => moved(moved(event, event.version + 2), event.version + 2));
    const endedId = events[0]?.id ?? '';
    feed.send({ type: 'update', events: newest.slice(1), closed: [endedId] });
    expect(line.event(endedId)?.status).toBe('ended');
    while (tasks.length > 0) await nextTask();
    expect(line.events.slice(1)).toEqual(newest.slice(1));
    line.release(endedId);
    expect(line.events).toEqual(newest.slice(1));
    line.dispose();
  });

  it('fills a line still empty at once: the channel’s snapshot before the read over HTTP shows every row', () => {
    const events = sportEventFactory.buildList(10, { status: 'live' });
    const { feed, line, tasks } = world([]);
    line.start();
    feed.send({ type: 'snapshot', events });
    expect(line.events).toEqual(events);
    expect(tasks).toHaveLength(0);
    line.dispose();
  });

  it('keeps a match that ends in its row and list, with its final score and its prices closed, until released', async () => {
    const events = sportEventFactory.buildList(3, { status: 'live', score: { home: 0, away: 0 } });
    const [first, ending, last] = events;
    if (!first || !ending || !last) throw new Error('factory');
    const { feed, line } = world(events);
    line.start();
    await settle();
    const final: SportEvent = {
      ...ending,
      status: 'ended',
      score: { home: 2, away: 1 },
      version: 9,
      markets: [],
    };
    feed.send({ type: 'update', events: [final], closed: [ending.id] });

    expect(line.events.map((event) => event.id)).toEqual([first.id, ending.id, last.id]);
    const row = line.event(ending.id);
    expect(row).toMatchObject({ status: 'ended', score: { home: 2, away: 1 }, suspended: true });
    expect(row?.markets.flatMap((market) => market.selections).every((one) => one.odds === null)).toBe(true);
    expect(row && line.listedAs(row)).toBe('live');
    expect(line.keepsEnded(ending.id)).toBe(true);
    // The channel reconnects: its snapshot no longer has the match, whose row still stays until released.
    feed.send({ type: 'snapshot', events: [first, last] });
    expect(line.event(ending.id)?.status).toBe('ended');

    line.release();
    expect(line.events.map((event) => event.id)).toEqual([first.id, last.id]);
    expect(line.keepsEnded(ending.id)).toBe(false);
    line.dispose();
  });

  it(`keeps at most ${ENDED_ROWS_KEPT} ended matches, letting the one that ended first go`, async () => {
    const events = sportEventFactory.buildList(ENDED_ROWS_KEPT + 2, { status: 'live' });
    const { feed, line } = world(events);
    line.start();
    await settle();
    for (const event of events) feed.send({ type: 'update', events: [], closed: [event.id] });
    expect(line.events.map((event) => event.id)).toEqual(events.slice(2).map((event) => event.id));
    expect(line.events.every((event) => event.status === 'ended')).toBe(true);
    line.dispose();
  });

  it('lets a match the page never showed, or that a snapshot no longer has, leave at once', async () => {
    const events = sportEventFactory.buildList(3, { status: 'live' });
    const [first, gone, last] = events;
    if (!first || !gone || !last) throw new Error('factory');
    const { feed, line } = world(events);
    line.start();
    await settle();
    feed.send({ type: 'snapshot', events: [first, last] });
    expect(line.events.map((event) => event.id)).toEqual([first.id, last.id]);
    feed.send({ type: 'update', events: [], closed: ['not-shown'] });
    expect(line.events.map((event) => event.id)).toEqual([first.id, last.id]);
    line.dispose();
  });

  it('shows nothing more once disposed', async () => {
    const events = sportEventFactory.buildList(10, { status: 'live' });
    const { feed, line, nextTask } = world(events);
    line.start();
    await settle();
    feed.send({ type: 'update', events: events.map((event) => moved(event, event.version + 1)), closed: [] });
    const before = line.events;
    line.dispose();
    await nextTask();
    expect(line.events).toEqual(before);
  });
});
