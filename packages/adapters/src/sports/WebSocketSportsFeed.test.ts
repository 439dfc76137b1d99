import type { LiveStatus, SportsFeedMessage } from '@casino/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeClock, settle } from '@casino/core/test/fakes';
import { parseSportsFrame } from '../http/schemas/sports.ts';
import type { LiveSocket } from '../live/ReconnectingSocket.ts';
import { wireSportEventFactory } from '../../test/support/sportsWireAnswers.ts';
import { LazySportsFeed } from './lazySportsbook.ts';
import { WebSocketSportsFeed } from './WebSocketSportsFeed.ts';

class FakeSocket implements LiveSocket {
  readyState = 0;
  readonly sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;

  send(data: string): void {
    this.sent.push(data);
  }

  close(): void {
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }

  receive(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  drop(): void {
    this.readyState = 3;
    this.onclose?.();
  }
}

/** An event as `/sports/live` sends it, with the home side's odds given. */
const wireEvent = (id = '7', odds: number | null = 185) => {
  const event = wireSportEventFactory.build({ id });
  const markets = event['markets'] as { selections: { outcome: string }[] }[];
  return {
    ...event,
    markets: markets.map((market) => ({
      ...market,
      id: `${id}:1x2`,
      selections: market.selections.map((one) => ({
        ...one,
        id: `${id}:1x2:${one.outcome}`,
        odds: one.outcome === 'home' ? odds : 340,
      })),
    })),
  };
};

function world() {
  const clock = new FakeClock();
  const sockets: FakeSocket[] = [];
  const feed = new WebSocketSportsFeed({
    url: 'ws://api.test/sports/live',
    clock,
    random: () => 0.5,
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    network: { online: () => true, onChange: () => () => undefined },
  });
  const messages: SportsFeedMessage[] = [];
  const statuses: LiveStatus[] = [];
  feed.onMessage((message) => messages.push(message));
  feed.onStatus((status) => statuses.push(status));
  return { clock, sockets, feed, messages, statuses };
}

describe('the sportsbook’s socket, open only while a page uses it (issue 33)', () => {
  it('closes when the last page using it leaves, stays closed, and opens anew when a page comes back', async () => {
    const { clock, sockets, feed: channel } = world();
    const feed = new LazySportsFeed(() => Promise.resolve(channel));
    feed.start(); // the betting page
    await settle();
    sockets[0]?.open();
    sockets[0]?.receive({ type: 'snapshot', server_now: 'x', events: [wireEvent()] });
    feed.start(); // an event's page, opened before the first is gone
    feed.stop(); // the betting page leaves: the event's page still uses it
    expect(sockets[0]?.readyState).toBe(1);
    feed.stop(); // the last one leaves the sportsbook
    expect(sockets[0]?.readyState).toBe(3);
    expect(feed.status).toBe('offline');
    const sent = sockets[0]?.sent.length;
    clock.advance(120_000);
    expect(sockets).toHaveLength(1); // no reconnection while nothing uses it
    expect(sockets[0]?.sent.length).toBe(sent); // and no pings on the closed one
    feed.start(); // back to the sportsbook
    expect(sockets).toHaveLength(2);
    sockets[1]?.open();
    sockets[1]?.receive({ type: 'snapshot', server_now: 'x', events: [wireEvent()] });
    expect(feed.status).toBe('live');
    feed.stop();
    expect(sockets[1]?.readyState).toBe(3);
  });
});

describe('the sportsbook’s real-time channel (issue 20)', () => {
  it('is live once the snapshot of the line arrives, passes updates on, and reconnects for a new snapshot', () => {
    const { clock, sockets, feed, messages, statuses } = world();
    feed.start();
    sockets[0]?.open();
    expect(feed.status).toBe('connecting');
    sockets[0]?.receive({ type: 'snapshot', server_now: 'x', events: [wireEvent()] });
    expect(feed.status).toBe('live');
    expect(messages[0]).toMatchObject({
      type: 'snapshot',
      events: [{ id: '7', startAt: Date.parse('2030-01-01T12:00:00Z') }],
    });
    sockets[0]?.receive({ type: 'update', events: [wireEvent('7', 190)], closed: ['8'] });
    expect(messages[1]).toMatchObject({ type: 'update', closed: ['8'] });
    sockets[0]?.drop();
    expect(feed.status).toBe('reconnecting');
    clock.advance(1_000);
    expect(sockets).toHaveLength(2);
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting']);
    feed.stop();
  });

  it('drops a frame that does not fit the contract whole: odd odds, a hostile name, a foreign id', () => {
    const { sockets, feed, messages } = world();
    feed.start();
    sockets[0]?.open();
    sockets[0]?.receive({ type: 'snapshot', events: [wireEvent('7', 100)] });
    sockets[0]?.receive({ type: 'snapshot', events: [{ ...wireEvent(), home: 'x'.repeat(500) }] });
    sockets[0]?.receive({ type: 'snapshot', events: [wireEvent('<img src=x>')] });
    sockets[0]?.receive('not json');
    expect(messages).toEqual([]);
    expect(feed.status).toBe('connecting');
    feed.stop();
  });

  it('parses any frame without throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.anything().map((value) => JSON.stringify(value) ?? ''),
        ),
        (text) => {
          expect(() => parseSportsFrame(text)).not.toThrow();
        },
      ),
    );
    expect(
      parseSportsFrame(JSON.stringify({ type: 'update', events: [wireEvent()], closed: [] })),
    ).not.toBeNull();
  });
});
