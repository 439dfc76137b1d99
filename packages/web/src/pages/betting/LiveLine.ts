import { makeAutoObservable, observable, runInAction, type ObservableMap } from 'mobx';
import {
  endedInPlace,
  settled,
  settledNow,
  SportsLine,
  type DomainError,
  type EventStatus,
  type Result,
  type Clock,
  type LiveStatus,
  type OddsMove,
  type SportEvent,
  type SportsbookApi,
  type SportsFeed,
  type SportsFeedMessage,
} from '@casino/core';

export interface LiveLineDeps {
  readonly feed: SportsFeed;
  readonly api: Pick<SportsbookApi, 'listEvents' | 'getEvent'>;
  readonly clock: Pick<Clock, 'now'>;
  /**
   * Resolves in a later task (`nextTask`). Given, the channel's changes are shown `ROWS_PER_TASK` rows at a time, one
   * slice a task; without it, all at once.
   */
  readonly nextTask?: () => Promise<void>;
}

/**
 * How many changed rows the channel's changes show per task. Every live match moves on each step (a dozen rows at
 * once, and the whole line in the snapshot that follows the server's page): rendered in one task they held a phone's
 * main thread for 80-150 ms every two seconds (issue 15); a slice of two renders in 10-15 ms there, and a tap or a
 * scroll waits for one slice at most.
 */
export const ROWS_PER_TASK = 2;

/**
 * How many ended matches keep their rows at most: a page left open for hours (an event's page, which no list lets
 * go) holds no more; past it the one that ended first goes.
 */
export const ENDED_ROWS_KEPT = 40;

/**
 * The line a betting page shows (issue 20): read over HTTP after the page is on screen, then kept current by the
 * real-time channel. The core's `SportsLine` holds it; each event and each price move is mirrored in an observable map
 * entry of its own, so an update re-renders only the rows whose event changed.
 */
export class LiveLine {
  readonly #deps: LiveLineDeps;
  readonly #line = new SportsLine();
  readonly #changeListeners = new Set<() => void>();
  readonly #closeListeners = new Set<(ids: readonly string[]) => void>();
  #stops: (() => void)[] = [];
  readonly #shown: ObservableMap<string, SportEvent> = observable.map({}, { deep: false });
  readonly #moves: ObservableMap<string, OddsMove> = observable.map({}, { deep: false });
  /**
   * Events that closed while shown, with the list they were in: their rows stay, ended (`endedInPlace`), until the
   * page lets them go (`release`). A row that left at once moved every row below it up, under a finger aiming at a
   * price (issue 15: a layout shift of 0.075 on `/betting`).
   */
  readonly #ended: ObservableMap<string, { readonly event: SportEvent; readonly listedAs: EventStatus }> =
    observable.map({}, { deep: false });
  #reading: Promise<void> | null = null;
  /** A slice of the channel's changes waits for the next task. */
  #catchingUp = false;
  #disposed = false;
  status: LiveStatus = 'connecting';
  loaded = false;
  failed = false;

  constructor(deps: LiveLineDeps) {
    this.#deps = deps;
    makeAutoObservable<
      LiveLine,
      '#deps' | '#line' | '#shown' | '#moves' | '#ended' | '#catchingUp' | '#disposed'
    >(
      this,
      {
        '#deps': false,
        '#line': false,
        '#shown': false,
        '#moves': false,
        '#ended': false,
        '#catchingUp': false,
        '#disposed': false,
      },
      { autoBind: true },
    );
  }

  get events(): readonly SportEvent[] {
    return [...this.#shown.values()];
  }

  event(id: string): SportEvent | undefined {
    return this.#shown.get(id);
  }

  move(selectionId: string): OddsMove | undefined {
    return this.#moves.get(selectionId);
  }

  /** The list an event is shown in: its status, or for one that closed while shown, the list it was in. */
  listedAs(event: SportEvent): EventStatus | null {
    if (event.status === 'live' || event.status === 'upcoming') return event.status;
    return this.#ended.get(event.id)?.listedAs ?? null;
  }

  /** Whether the event closed while shown and its row still shows it ended. */
  keepsEnded(id: string): boolean {
    return this.#ended.has(id);
  }

  /** Lets the rows of closed events go: one, or all (another list is shown). */
  release(id?: string): void {
    for (const one of id === undefined ? [...this.#ended.keys()] : [id]) {
      if (!this.#ended.delete(one)) continue;
      if (!this.#line.event(one)) this.#shown.delete(one);
    }
  }

  /**
   * The open event the channel last told of, at once (the rows may show it a task later); null once the line is read
   * and does not hold it (it ended or was called off), undefined before the line is read.
   */
  current(id: string): SportEvent | null | undefined {
    return this.loaded ? (this.#line.event(id) ?? null) : undefined;
  }

  /** Every change of the line (a read, a snapshot, an update), for the slip that follows it. */
  onChange(listener: () => void): () => void {
    this.#changeListeners.add(listener);
    return () => this.#changeListeners.delete(listener);
  }

  #changed(): void {
    for (const listener of [...this.#changeListeners]) listener();
  }

  /** Events that ended or were called off, for the player's open bets. */
  onClosed(listener: (ids: readonly string[]) => void): () => void {
    this.#closeListeners.add(listener);
    return () => this.#closeListeners.delete(listener);
  }

  /**
   * Reads the line over HTTP: the betting page's first paint, on the server and, answered from what the server
   * recorded, in the browser's hydrating render (applied at once then, so that render shows the server's rows); the
   * browser then opens the channel.
   */
  load(): Promise<void> {
    if (this.loaded) return Promise.resolve();
    // A read under way (a preload the server's page had no answer for, then the page's start) is not asked twice.
    this.#reading ??= this.#read().finally(() => (this.#reading = null));
    return this.#reading;
  }

  async #read(): Promise<void> {
    const pending = this.#deps.api.listEvents();
    const answer = settledNow(pending) ?? (await pending);
    runInAction(() => {
      if (!answer.ok) {
        this.failed = !this.loaded;
        return;
      }
      if (this.loaded) return;
      this.#line.apply({ type: 'snapshot', events: answer.value }, this.#deps.clock.now());
      this.#mirror(Infinity);
      this.loaded = true;
      this.failed = false;
      this.#changed();
    });
  }

  /**
   * Reads one event over HTTP when the line does not hold it (an ended one, or a link opened early). An answer already
   * in hand (the event the server's page was rendered with) is applied at once, and the promise says so (`settled`).
   */
  fetchEvent(id: string): Promise<SportEvent | null> {
    const pending = this.#deps.api.getEvent(id);
    const known = settledNow(pending);
    if (known) return settled(this.#put(known));
    return pending.then((answer) => this.#put(answer));
  }

  #put(answer: Result<SportEvent, DomainError>): SportEvent | null {
    if (!answer.ok) return null;
    runInAction(() => {
      this.#line.put(answer.value);
      this.#mirror(Infinity);
    });
    return answer.value;
  }

  start(): void {
    const { feed } = this.#deps;
    this.#stops.push(feed.onMessage((message) => runInAction(() => this.#apply(message))));
    this.#stops.push(feed.onStatus((status) => runInAction(() => (this.status = status))));
    feed.start();
    this.status = feed.status;
    void this.load();
  }

  dispose(): void {
    this.#disposed = true;
    for (const stop of this.#stops.splice(0)) stop();
    this.#deps.feed.stop();
  }

  #apply(message: SportsFeedMessage): void {
    if (message.type === 'update') this.#keepEnded(message.closed, message.events);
    this.#line.apply(message, this.#deps.clock.now());
    this.#catchUp();
    this.loaded = true;
    this.failed = false;
    this.#changed();
    if (message.type === 'update' && message.closed.length > 0)
      for (const listener of [...this.#closeListeners]) listener(message.closed);
  }

  /** Closing events a list shows keep their rows, ended, with their final state when the channel gave it. */
  #keepEnded(closed: readonly string[], events: readonly SportEvent[]): void {
    for (const id of closed) {
      const shown = this.#shown.get(id);
      if (!shown || (shown.status !== 'live' && shown.status !== 'upcoming')) continue;
      const final = events.find((event) => event.id === id);
      this.#ended.set(id, { event: endedInPlace(shown, final), listedAs: shown.status });
    }
    for (const id of [...this.#ended.keys()].slice(0, Math.max(0, this.#ended.size - ENDED_ROWS_KEPT)))
      this.release(id);
  }

  /**
   * Shows the core line's changes, a slice a task from the next one when the line can wait for tasks (`nextTask`): the
   * task that read the channel's message only parses and applies it to the core line. An event gone leaves at once
   * (its row must not take a bet).
   */
  #catchUp(): void {
    const { nextTask } = this.#deps;
    // A line still empty is filled at once: a page that shows no rows yet must not say "nothing here" meanwhile.
    if (!nextTask || this.#shown.size === 0) {
      this.#mirror(Infinity);
      return;
    }
    this.#mirror(0);
    if (this.#catchingUp) return;
    this.#catchingUp = true;
    void nextTask().then(() =>
      runInAction(() => {
        this.#catchingUp = false;
        if (!this.#disposed && this.#mirror(ROWS_PER_TASK)) this.#catchUp();
      }),
    );
  }

  /**
   * Puts the core line's events, and their prices' moves, into the observable maps, touching only what changed: every
   * event gone at once (shown ended when its row stays), at most `limit` changed events. Answers whether changed events
   * remain to be shown.
   */
  #mirror(limit: number): boolean {
    const current = new Map(this.#line.events.map((event) => [event.id, event]));
    for (const id of [...this.#shown.keys()]) {
      if (current.has(id)) {
        this.#ended.delete(id);
        continue;
      }
      const ended = this.#ended.get(id)?.event;
      if (ended === this.#shown.get(id)) continue;
      if (ended === undefined) this.#shown.delete(id);
      else this.#shown.set(id, ended);
      // A closed event's price moves go with it (once: an ended row already shown is passed over above).
      for (const key of [...this.#moves.keys()]) if (key.startsWith(`${id}:`)) this.#moves.delete(key);
    }
    let shown = 0;
    for (const [id, event] of current) {
      if (this.#shown.get(id) === event) continue;
      if (shown === limit) return true;
      shown += 1;
      this.#shown.set(id, event);
      for (const market of event.markets)
        for (const selection of market.selections) {
          const move = this.#line.move(selection.id);
          if (move && this.#moves.get(selection.id) !== move) this.#moves.set(selection.id, move);
        }
    }
    return false;
  }
}
