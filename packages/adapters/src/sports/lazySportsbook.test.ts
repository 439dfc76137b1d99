import type { LiveStatus, SportsFeedMessage } from '@casino/core';
import { FakeSportsFeed, settle } from '@casino/core/test/fakes';
import { describe, expect, it } from 'vitest';
import { LazySportsFeed } from './lazySportsbook.ts';

describe('the sportsbook channel loaded on first use (issue 20, the first load stays small)', () => {
  it('starts the channel once it has loaded, keeps the listeners added before, and stays stopped if stopped first', async () => {
    const inner = new FakeSportsFeed();
    const feed = new LazySportsFeed(() => Promise.resolve(inner));
    const statuses: LiveStatus[] = [];
    const messages: SportsFeedMessage[] = [];
    feed.onStatus((status) => statuses.push(status));
    feed.onMessage((message) => messages.push(message));
    feed.start();
    expect(feed.status).toBe('connecting');
    await settle();
    expect(inner.started).toBe(1);
    inner.send({ type: 'snapshot', events: [] });
    expect(messages).toEqual([{ type: 'snapshot', events: [] }]);
    expect(statuses).toContain('live');

    const idle = new FakeSportsFeed();
    const stopped = new LazySportsFeed(() => Promise.resolve(idle));
    stopped.start();
    stopped.stop();
    await settle();
    expect(idle.started).toBe(0);
  });
});
