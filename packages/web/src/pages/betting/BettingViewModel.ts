import { computed, computedStruct, makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import {
  byLeague,
  eventsOf,
  SPORT_IDS,
  sportCounts,
  type ContentApi,
  type LeagueGroup,
  type SportEvent,
  type SportId,
} from '@casino/core';
import type { LocaleView } from '../../components/page/pagePorts.ts';
import { SeoText } from '../../components/page/SeoText.ts';
import { token } from '../../di/token.ts';
import type { BetSlipViewModel } from './BetSlipViewModel.ts';
import type { LiveLine } from './LiveLine.ts';
import type { MyBetsViewModel } from '../../components/sportsbook/MyBetsViewModel.ts';

export const BETTING_VM = token<BettingViewModel>('BettingViewModel');

/** Two lists of the same events in the same order, whatever their prices and scores. */
function sameEvents(a: readonly SportEvent[], b: readonly SportEvent[]): boolean {
  return a.length === b.length && a.every((event, index) => event.id === b[index]?.id);
}

export type BettingTab = 'live' | 'upcoming' | 'mine';
export type Grouping = 'time' | 'league';

export interface BettingDeps {
  readonly content: Pick<ContentApi, 'seo'>;
  readonly locale: LocaleView;
  readonly line: LiveLine;
  readonly slip: BetSlipViewModel;
  readonly myBets: MyBetsViewModel;
}

/**
 * The sportsbook page (issue 20): a sports menu, live now and upcoming (by time or by league), the player's bets, and
 * the slip that follows the line's prices. The line comes from the real-time channel; a closing event that carries
 * one of the player's open bets reloads them (it has just been settled).
 */
export class BettingViewModel {
  readonly seoText: SeoText;
  readonly line: LiveLine;
  readonly slip: BetSlipViewModel;
  readonly myBets: MyBetsViewModel;
  sport: SportId | null = null;
  tab: BettingTab = 'live';
  grouping: Grouping = 'time';
  #stops: (() => void)[] = [];
  #reactions: IReactionDisposer[] = [];

  constructor(deps: BettingDeps) {
    this.seoText = new SeoText(deps.content, deps.locale);
    this.line = deps.line;
    this.slip = deps.slip;
    this.myBets = deps.myBets;
    makeAutoObservable(
      this,
      {
        seoText: false,
        line: false,
        slip: false,
        myBets: false,
        // A price or a score that moves changes one event, not which events a list holds: the lists and the menu's
        // counts tell their observers only when those change, and each row follows its own event (`EventRow`).
        counts: computedStruct,
        open: computedStruct,
        live: computed({ equals: sameEvents }),
        upcoming: computed({ equals: sameEvents }),
      },
      { autoBind: true },
    );
  }

  get sports(): readonly SportId[] {
    return SPORT_IDS;
  }

  get counts() {
    return sportCounts(this.line.events);
  }

  /** The live list: live matches, and those that ended while shown, in place (`LiveLine.release`). */
  get live(): readonly SportEvent[] {
    return eventsOf(this.line.events, this.sport, 'live', this.line.listedAs);
  }

  get upcoming(): readonly SportEvent[] {
    return eventsOf(this.line.events, this.sport, 'upcoming', this.line.listedAs);
  }

  /** How many matches are live and upcoming in the sport shown (the tabs' counts: an ended row is not counted). */
  get open(): { readonly live: number; readonly upcoming: number } {
    const count = (events: readonly SportEvent[], status: 'live' | 'upcoming') =>
      events.filter((event) => event.status === status).length;
    return { live: count(this.live, 'live'), upcoming: count(this.upcoming, 'upcoming') };
  }

  get upcomingByLeague(): readonly LeagueGroup[] {
    return byLeague(this.upcoming);
  }

  /** Another list is shown: the rows of matches that ended in the one before go. */
  setSport(sport: string | null): void {
    const next =
      sport !== null && (SPORT_IDS as readonly string[]).includes(sport) ? (sport as SportId) : null;
    if (next !== this.sport) this.line.release();
    this.sport = next;
  }

  setTab(tab: BettingTab): void {
    if (tab !== this.tab) this.line.release();
    this.tab = tab;
    if (tab === 'mine') void this.myBets.reload();
  }

  setGrouping(grouping: Grouping): void {
    this.grouping = grouping;
  }

  /**
   * The data of the page's first render (issue 15, item 3): the line and the SEO text. On the server, and in the
   * browser while it hydrates; `start()` then opens the real-time channel.
   */
  preload(): Promise<unknown> {
    return Promise.all([this.line.load(), this.seoText.preload('betting')]);
  }

  start(): void {
    this.seoText.start('betting');
    this.#stops.push(followLine(this.line, this.slip, this.myBets));
    this.line.start();
    this.myBets.start();
    this.#reactions.push(
      reaction(
        () => this.slip.placedCount,
        () => void this.myBets.reload(),
      ),
    );
  }

  dispose(): void {
    this.seoText.dispose();
    for (const stop of this.#stops.splice(0)) stop();
    for (const dispose of this.#reactions.splice(0)) dispose();
    this.line.dispose();
    this.myBets.dispose();
  }
}

/**
 * Ties the slip and the player's bets to the line: at every change of the line the slip takes its legs' prices and
 * whether their markets are open (issue 38); an event that closes with one of the player's open bets on it reloads the
 * bets (and the balance comes with the next profile read).
 */
export function followLine(line: LiveLine, slip: BetSlipViewModel, myBets: MyBetsViewModel): () => void {
  const follow = () => {
    if (line.loaded) slip.follow((id) => line.current(id) ?? null);
  };
  const stopChanges = line.onChange(follow);
  const stopClosed = line.onClosed((ids) => {
    if (ids.some((id) => myBets.openEvents.has(id))) void myBets.reload();
  });
  // A slip restored from the device, or legs added on another page, take the line as it is now.
  const stopLegs = reaction(() => slip.legs.length, follow, { fireImmediately: true });
  return () => {
    stopChanges();
    stopClosed();
    stopLegs();
  };
}
