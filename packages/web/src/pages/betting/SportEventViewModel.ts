import { makeAutoObservable, runInAction } from 'mobx';
import { settledNow, type SportEvent } from '@casino/core';
import { token } from '../../di/token.ts';
import { followLine } from './BettingViewModel.ts';
import type { BetSlipViewModel } from './BetSlipViewModel.ts';
import type { LiveLine } from './LiveLine.ts';
import type { MyBetsViewModel } from '../../components/sportsbook/MyBetsViewModel.ts';

export const SPORT_EVENT_VM = token<SportEventViewModel>('SportEventViewModel');

/**
 * One event's page (issue 20): every market, grouped, live from the line; an event the line no longer holds (ended,
 * called off) is read once over HTTP with its final score.
 */
export class SportEventViewModel {
  readonly line: LiveLine;
  readonly slip: BetSlipViewModel;
  readonly myBets: MyBetsViewModel;
  eventId = '';
  /** The event as read over HTTP, when the line does not hold it. */
  fetched: SportEvent | null = null;
  missing = false;
  /** The market groups the player folded on this page (issue 36); every group starts open. */
  folded = new Set<string>();
  #stops: (() => void)[] = [];
  #reading: Promise<void> = Promise.resolve();

  constructor(line: LiveLine, slip: BetSlipViewModel, myBets: MyBetsViewModel) {
    this.line = line;
    this.slip = slip;
    this.myBets = myBets;
    makeAutoObservable(this, { line: false, slip: false, myBets: false }, { autoBind: true });
  }

  get event(): SportEvent | null {
    return this.line.event(this.eventId) ?? this.fetched;
  }

  isFolded(group: string): boolean {
    return this.folded.has(group);
  }

  /** Folds an open group of markets, or opens a folded one. */
  toggleGroup(group: string): void {
    if (!this.folded.delete(group)) this.folded.add(group);
  }

  setEvent(id: string): void {
    if (id === this.eventId) return;
    this.eventId = id;
    this.fetched = null;
    this.missing = false;
    this.#reading = this.#read();
  }

  /**
   * The data of the page's first render (issue 15): the line and the event read alone (which an ended event is shown
   * from). On the server, and in the browser while it hydrates, where both answers are in hand and shown at once.
   */
  preload(id: string): Promise<unknown> {
    this.setEvent(id);
    return Promise.all([this.line.load(), this.#reading]);
  }

  start(): void {
    this.#stops.push(followLine(this.line, this.slip, this.myBets));
    // The page's match ending is kept as the page shows it then (final score, prices closed): the line lets ended
    // rows go in time, and the page must not fall back to the live state it was first read in.
    this.#stops.push(
      this.line.onClosed((ids) => {
        const ended = ids.includes(this.eventId) ? this.line.event(this.eventId) : undefined;
        if (ended) runInAction(() => (this.fetched = ended));
      }),
    );
    this.line.start();
    this.myBets.start();
  }

  dispose(): void {
    for (const stop of this.#stops.splice(0)) stop();
    this.line.dispose();
    this.myBets.dispose();
  }

  async #read(): Promise<void> {
    const id = this.eventId;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
      this.missing = true;
      return;
    }
    const reading = this.line.fetchEvent(id);
    const known = settledNow(reading);
    const event = known === undefined ? await reading : known;
    runInAction(() => {
      if (id !== this.eventId) return;
      this.fetched = event;
      this.missing = event === null;
    });
  }
}
