import type { FeedPlay, LiveEvent, PlayFeedFrame } from './liveTypes.ts';

/** How many plays, and how many big wins, a feed shows. */
export const FEED_LENGTH = 20;

/** The newest first, each id once, at most `FEED_LENGTH`. */
function merged(newer: readonly FeedPlay[], older: readonly FeedPlay[]): readonly FeedPlay[] {
  const seen = new Set<number>();
  return [...newer, ...older]
    .sort((a, b) => b.id - a.id)
    .filter((play) => (seen.has(play.id) ? false : (seen.add(play.id), true)))
    .slice(0, FEED_LENGTH);
}

/**
 * The live feed of bets and big wins (issue 17) as the live channel tells it: a snapshot replaces it (after a
 * reconnection it is the server's truth), each `plays` event adds the newer plays on top. Pure: it answers the feed
 * after an event, and the feed itself for any other event.
 */
export function nextFeed(feed: PlayFeedFrame, event: LiveEvent): PlayFeedFrame {
  if (event.kind === 'snapshot')
    return { plays: merged(event.feed.plays, []), bigWins: merged(event.feed.bigWins, []) };
  if (event.kind !== 'plays') return feed;
  return { plays: merged(event.feed.plays, feed.plays), bigWins: merged(event.feed.bigWins, feed.bigWins) };
}

export const EMPTY_FEED: PlayFeedFrame = { plays: [], bigWins: [] };
