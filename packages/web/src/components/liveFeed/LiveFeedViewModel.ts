import { makeAutoObservable, runInAction } from 'mobx';
import {
  EMPTY_FEED,
  nextFeed,
  type FeedPlay,
  type LiveChannel,
  type LiveEvent,
  type LiveStatus,
  type PlayFeedFrame,
} from '@casino/core';

export type FeedTab = 'all' | 'big';

/**
 * The live feed of bets and big wins (issue 17) on the home page and under every game: the live channel's snapshot,
 * then each new play as the server settles it. Nothing opens before `start()`; a page that also plays a live game
 * shares the same socket.
 */
export class LiveFeedViewModel {
  tab: FeedTab = 'all';
  feed: PlayFeedFrame = EMPTY_FEED;
  /** Until the first snapshot the feed is loading; after it the feed is the server's, even when empty. */
  received = false;
  status: LiveStatus;
  readonly #channel: LiveChannel;
  readonly #stops: (() => void)[] = [];

  constructor(deps: { readonly channel: LiveChannel }) {
    this.#channel = deps.channel;
    this.status = deps.channel.status;
    makeAutoObservable(this);
  }

  get shown(): readonly FeedPlay[] {
    return this.tab === 'all' ? this.feed.plays : this.feed.bigWins;
  }

  choose(tab: FeedTab): void {
    this.tab = tab;
  }

  start(): void {
    const channel = this.#channel;
    this.#stops.push(channel.onEvent((event) => runInAction(() => this.#apply(event))));
    this.#stops.push(channel.onStatus((status) => runInAction(() => (this.status = status))));
    channel.start();
    this.status = channel.status;
  }

  dispose(): void {
    for (const stop of this.#stops.splice(0)) stop();
    this.#channel.stop();
  }

  #apply(event: LiveEvent): void {
    const next = nextFeed(this.feed, event);
    if (next === this.feed) return;
    this.feed = next;
    this.received = true;
  }
}
