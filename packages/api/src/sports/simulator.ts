import type { Deps } from '../deps.ts';
import { errorText } from '../deps.ts';
import type { LiveScheduler } from '../live/scheduler.ts';
import { SPORT_RULES, SPORTS, type SportId } from './catalogue.ts';
import { settleDueBets, settleLegs } from './betSettlement.ts';
import { pricedState, type EventRow } from './events.ts';
import {
  anyEvent,
  dueEvents,
  eventById,
  insertEvent,
  kickOff,
  liveCount,
  upcomingEvents,
  upcomingOf,
  writeEventStep,
} from './sportsStore.ts';
import { draw, poissonSample } from './draw.ts';
import { drawEvent } from './newEvents.ts';
import { remainingMeans, setShare } from './pricing.ts';
import { paceOf, type SportsTiming } from './sportsTiming.ts';

/** Upcoming events kept per sport. */
export const UPCOMING_PER_SPORT = 4;
/** One event in this many is abandoned at kick-off (its bets' legs void). */
export const ABANDON_ONE_IN = 40;

/**
 * How far one step may move a match's clock, in steps: a server that fell behind (a long pause, a busy machine) plays
 * the lost time back at most this fast, so no price jumps more than a few steps' worth at once.
 */
export const CATCH_UP_STEPS = 3;

export interface SportsChanges {
  readonly changed: readonly EventRow[];
  /** Events that ended or were called off at this step, in their final state (status, score). */
  readonly closed: readonly EventRow[];
  /** Players whose bets were settled (their balance moved). */
  readonly paid: readonly number[];
}

/**
 * The match simulator (issue 20): keeps every sport with upcoming events, kicks them off on time, plays them live
 * (goals, points or sets from the sides' strengths; markets suspended for a moment after a goal or a set), ends them,
 * settles their bets, and tells the listener what changed. Its state is the database's, so a restart carries on.
 * Every random choice is drawn from the CSPRNG when it is made (`draw`, issue 33): what a match does next is not a
 * function of anything published or stored.
 */
export class SportsSimulator {
  readonly #deps: Deps;
  readonly #scheduler: LiveScheduler;
  readonly #timing: SportsTiming;
  readonly #listener: (changes: SportsChanges) => void;
  #cancel: () => void = () => undefined;
  #stopped = false;
  /** The version of each upcoming event last told, to tell a change made outside the steps (a price review). */
  readonly #told = new Map<number, number>();
  /** When each live event last moved: a sport's match moves at most once per its own tick. */
  readonly #playedAt = new Map<number, number>();

  constructor(
    deps: Deps,
    scheduler: LiveScheduler,
    timing: SportsTiming,
    listener: (changes: SportsChanges) => void,
  ) {
    this.#deps = deps;
    this.#scheduler = scheduler;
    this.#timing = timing;
    this.#listener = listener;
  }

  start(): void {
    this.#stopped = false;
    this.#fill(true);
    this.tick();
  }

  stop(): void {
    this.#stopped = true;
    this.#cancel();
  }

  /** One step: kick-offs, live play, ends and settlement, new upcoming events; then the next step is scheduled. */
  tick(): void {
    this.#cancel();
    try {
      this.#listener(this.#step());
    } catch (error) {
      this.#deps.warn(`[sports] ${errorText(error, true)}`);
    }
    if (!this.#stopped) this.#cancel = this.#scheduler.after(this.#timing.tickMs, () => this.tick());
  }

  #step(): SportsChanges {
    const db = this.#deps.db;
    const now = this.#deps.clock.now();
    const changed: EventRow[] = [];
    const closed: EventRow[] = [];
    const due = dueEvents(this.#deps, now);
    for (const event of due) {
      if (!this.#dueToMove(event, now)) continue;
      const next = db.transaction(() => this.#play(event, now));
      if (next.status === 'ended' || next.status === 'abandoned') closed.push(next);
      else changed.push(next);
    }
    changed.push(...this.#keepLive(now));
    const created = this.#fill(false);
    changed.push(...created);
    const seen = new Set(changed.map((row) => row.id));
    for (const row of upcomingEvents(this.#deps)) {
      if (this.#told.get(row.id) !== row.version && !seen.has(row.id)) changed.push(row);
      this.#told.set(row.id, row.version);
    }
    for (const row of closed) {
      this.#told.delete(row.id);
      this.#playedAt.delete(row.id);
    }
    for (const row of changed) if (row.status !== 'upcoming') this.#told.delete(row.id);
    const paid = settleDueBets(this.#deps);
    return { changed, closed, paid };
  }

  /** A live event moves once its sport's tick has passed since its last move (half a step early is on time). */
  #dueToMove(event: EventRow, now: number): boolean {
    const last = this.#playedAt.get(event.id);
    if (event.status !== 'live' || last === undefined) return true;
    return now - last >= paceOf(this.#timing, event.sport).tickMs - this.#timing.tickMs / 2;
  }

  /** Moves one event to `now`; answers its row after the move. */
  #play(event: EventRow, now: number): EventRow {
    this.#playedAt.set(event.id, now);
    if (event.status === 'upcoming') {
      const abandoned = draw() < 1 / ABANDON_ONE_IN;
      kickOff(this.#deps, event.id, abandoned, now);
      const started = eventById(this.#deps, event.id) ?? event;
      if (abandoned) settleLegs(this.#deps, started);
      return abandoned ? started : this.#play(started, now);
    }
    const rules = SPORT_RULES[event.sport];
    const pace = paceOf(this.#timing, event.sport);
    const { tickMs } = pace;
    const matchMs = event.match_ms ?? pace.matchMs;
    const wall = Math.min(1, Math.max(0, (now - event.start_at) / matchMs));
    // A first step plays a kick-off in the past at once (nobody has seen its prices yet); later ones catch up gently.
    const progress =
      rules.model === 'sets' || event.ticks === 0
        ? wall
        : Math.min(wall, event.progress + (CATCH_UP_STEPS * tickMs) / matchMs);
    let { score_home: home, score_away: away } = event;
    let overtime: 'home' | 'away' | null = null;
    let suspend = false;
    let ended = false;
    if (rules.model === 'sets') {
      // A set ends at each third of the match; the first to two sets wins.
      const setsDue = Math.min(3, Math.floor(progress * 3 + 1e-9));
      while (home + away < setsDue && home < 2 && away < 2) {
        if (draw() < setShare({ ratingHome: event.rating_home, ratingAway: event.rating_away })) home += 1;
        else away += 1;
        suspend = true;
      }
      ended = home === 2 || away === 2;
    } else {
      const span = progress - event.progress;
      const before = remainingMeans(pricedState(event));
      const left = Math.max(0, 1 - event.progress);
      const share = left === 0 ? 0 : Math.min(1, span / left);
      const goalsHome = Math.min(poissonSample(before.home * share), rules.maxScore - home);
      const goalsAway = Math.min(poissonSample(before.away * share), rules.maxScore - away);
      home += goalsHome;
      away += goalsAway;
      suspend = rules.model === 'goals' && goalsHome + goalsAway > 0;
      ended = progress >= 1;
      if (ended && home === away && rules.overtime)
        overtime = draw() < event.rating_home / (event.rating_home + event.rating_away) ? 'home' : 'away';
    }
    writeEventStep(this.#deps, event.id, {
      ended,
      progress: rules.model === 'sets' ? Math.min(progress, (home + away) / 3) : progress,
      home,
      away,
      overtime,
      // A goal or a set never cuts short a longer suspension a trader's review set.
      suspendedUntil: suspend
        ? Math.max(event.suspended_until, now + this.#timing.suspendMs)
        : event.suspended_until,
      now,
    });
    const after = eventById(this.#deps, event.id) ?? event;
    if (ended) settleLegs(this.#deps, after);
    return after;
  }

  /**
   * A sport whose live matches have all ended (a tennis match won in straight sets while the next one was abandoned at
   * kick-off) gets a match that kicked off a step ago, so no sport is ever without live play; one abandoned at its
   * kick-off is followed by another.
   */
  #keepLive(now: number): EventRow[] {
    const db = this.#deps.db;
    const started: EventRow[] = [];
    for (const sport of SPORTS) {
      if (liveCount(this.#deps, sport) > 0) continue;
      for (let attempt = 0; attempt < ABANDON_ONE_IN; attempt += 1) {
        const created = this.#create(sport, now - this.#timing.tickMs);
        const played = db.transaction(() => this.#play(created, now));
        if (played.status === 'live') {
          started.push(played);
          break;
        }
      }
    }
    return started;
  }

  /**
   * Tops every sport up to its upcoming events, a gap apart. On a first start (no events at all) it also opens matches
   * that kicked off in the past, so there is live play from the first second.
   */
  #fill(firstStart: boolean): EventRow[] {
    const now = this.#deps.clock.now();
    const created: EventRow[] = [];
    const empty = firstStart && !anyEvent(this.#deps);
    for (const sport of SPORTS) {
      const upcoming = upcomingOf(this.#deps, sport);
      let last = upcoming.last ?? now;
      if (empty) {
        // Kick-offs in the past, a gap apart, still within regular time: they are live at the first step.
        const { gapMs } = this.#timing;
        const { matchMs } = paceOf(this.#timing, sport);
        const index = SPORTS.indexOf(sport);
        for (let ago = gapMs / 2 + (index * gapMs) / 10; ago < matchMs; ago += gapMs)
          created.push(this.#create(sport, now - Math.round(ago)));
        last = now;
      }
      for (let count = upcoming.count; count < UPCOMING_PER_SPORT; count += 1) {
        last = Math.max(last, now) + this.#timing.gapMs;
        created.push(this.#create(sport, last));
      }
    }
    return created;
  }

  #create(sport: SportId, startAt: number): EventRow {
    return insertEvent(this.#deps, drawEvent(sport, startAt));
  }
}
