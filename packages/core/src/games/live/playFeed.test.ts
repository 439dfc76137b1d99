import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashTableFactory, feedPlayFactory } from '../../../test/factories/index.ts';
import { EMPTY_FEED, FEED_LENGTH, nextFeed } from './playFeed.ts';
import type { LiveEvent, PlayFeedFrame } from './liveTypes.ts';

const snapshot = (feed: PlayFeedFrame): LiveEvent => ({
  kind: 'snapshot',
  serverNow: 0,
  crash: crashTableFactory.build(),
  rooms: [],
  balanceMinor: null,
  feed,
});
const plays = (ids: readonly number[]) => ids.map((id) => feedPlayFactory.build({ id }));

describe('the live feed of bets and big wins (issue 17)', () => {
  it('starts from the snapshot, and each feed event puts the newer plays on top', () => {
    const started = nextFeed(EMPTY_FEED, snapshot({ plays: plays([2, 1]), bigWins: [] }));
    const big = feedPlayFactory.build({ id: 3, payoutMinor: 5_000, multiplier: 5_000, big: true });
    const after = nextFeed(started, { kind: 'plays', feed: { plays: [big], bigWins: [big] } });
    expect(after.plays.map((play) => play.id)).toEqual([3, 2, 1]);
    expect(after.bigWins).toEqual([big]);
  });

  it('takes a new snapshot as the truth after a reconnection, dropping what it no longer lists', () => {
    const before = nextFeed(EMPTY_FEED, snapshot({ plays: plays([5, 4]), bigWins: plays([4]) }));
    const again = nextFeed(before, snapshot({ plays: plays([9, 8]), bigWins: [] }));
    expect(again.plays.map((play) => play.id)).toEqual([9, 8]);
    expect(again.bigWins).toEqual([]);
  });

  it('ignores the rounds’ own events', () => {
    const feed = nextFeed(EMPTY_FEED, snapshot({ plays: plays([1]), bigWins: [] }));
    expect(nextFeed(feed, { kind: 'balance', balanceMinor: 5 })).toBe(feed);
  });

  it('always shows at most twenty plays, newest first, each once, whatever order and repeats arrive in', () => {
    const ids = fc.array(fc.integer({ min: 1, max: 200 }), { maxLength: 40 });
    fc.assert(
      fc.property(fc.array(ids, { maxLength: 8 }), (batches) => {
        let feed = EMPTY_FEED;
        for (const batch of batches)
          feed = nextFeed(feed, { kind: 'plays', feed: { plays: plays(batch), bigWins: [] } });
        const shown = feed.plays.map((play) => play.id);
        const all = [...new Set(batches.flat())].sort((a, b) => b - a);
        expect(shown).toEqual(all.slice(0, FEED_LENGTH));
      }),
    );
  });
});
