import type { Currency } from '../domain/currency.ts';
import { err, ok, type Result } from '../domain/result.ts';
import { isOdds, type Odds } from './odds.ts';
import { MAX_TOTAL_ODDS, potentialReturn, totalOdds } from './price.ts';
import { MAX_LEGS, SPORTS_LIMITS } from './sportsLimits.ts';
import type { SportEvent } from './sportsTypes.ts';

/** One selection on the slip, with the odds the player saw and what the page needs to name it. */
export interface SlipLeg {
  readonly eventId: string;
  readonly marketId: string;
  readonly selectionId: string;
  readonly odds: Odds;
  /** How the odds last moved while on the slip, for the page to show; null when they have not. */
  readonly moved: 'up' | 'down' | null;
  readonly suspended: boolean;
  /**
   * The version of the event its odds are from (the server prices an event once per version): the line's when the leg
   * was added or followed, the API's when it refused a bet for moved odds. An older version of the line (a frame sent
   * before the API's answer and read after it) never takes the leg back to a price the API has replaced.
   */
  readonly version?: number;
  readonly eventName: string;
  readonly marketName: string;
  readonly selectionName: string;
}

export type SlipKind = 'single' | 'accumulator';

export type SlipRefusal =
  | { readonly reason: 'no_legs' }
  | { readonly reason: 'too_many_legs'; readonly max: number }
  | { readonly reason: 'invalid_stake' }
  | { readonly reason: 'below_min'; readonly minStake: number }
  | { readonly reason: 'above_max'; readonly maxStake: number }
  | { readonly reason: 'max_return_exceeded'; readonly maxReturn: number }
  | { readonly reason: 'total_odds_too_high' }
  | { readonly reason: 'market_suspended'; readonly selectionId: string };

/** A slip ready to send: its legs at the odds the player saw, the stake, and what it returns if it wins. */
export interface SlipBet {
  readonly kind: SlipKind;
  readonly legs: readonly SlipLeg[];
  readonly stakeMinor: number;
  readonly potentialReturnMinor: number;
}

/** The slip as stored: plain data, read back through `parseSlipSnapshot`. */
export interface SlipSnapshot {
  readonly version: 1;
  readonly legs: readonly SlipLeg[];
  readonly stakeMinor: number | null;
}

/**
 * The bet slip (issue 20): at most one leg per event (picking another selection of the same event replaces it), one
 * leg a single, more an accumulator; the stake in minor units of the player's currency; the odds the player saw on
 * each leg, marked when they move and when a market is suspended. It checks itself against the sports limits.
 */
export class BetSlip {
  #legs: SlipLeg[];
  #stakeMinor: number | null;

  constructor(snapshot: SlipSnapshot | null = null) {
    this.#legs = [...(snapshot?.legs ?? [])];
    this.#stakeMinor = snapshot?.stakeMinor ?? null;
  }

  get legs(): readonly SlipLeg[] {
    return this.#legs;
  }

  get stakeMinor(): number | null {
    return this.#stakeMinor;
  }

  get kind(): SlipKind {
    return this.#legs.length > 1 ? 'accumulator' : 'single';
  }

  get totalOdds(): Odds {
    return totalOdds(this.#legs.map((leg) => leg.odds));
  }

  /** What the slip returns if every leg wins, or null without a stake. */
  get potentialReturnMinor(): number | null {
    return this.#stakeMinor === null
      ? null
      : potentialReturn(
          this.#stakeMinor,
          this.#legs.map((leg) => leg.odds),
        );
  }

  has(selectionId: string): boolean {
    return this.#legs.some((leg) => leg.selectionId === selectionId);
  }

  /** Adds a selection; another of the same event takes its place, the same one again is removed (a toggle). */
  toggle(leg: Omit<SlipLeg, 'moved' | 'suspended'> & Partial<Pick<SlipLeg, 'suspended'>>): void {
    if (this.has(leg.selectionId)) return this.remove(leg.selectionId);
    const fresh: SlipLeg = { ...leg, moved: null, suspended: leg.suspended ?? false };
    const sameEvent = this.#legs.findIndex((one) => one.eventId === leg.eventId);
    if (sameEvent >= 0) this.#legs[sameEvent] = fresh;
    else this.#legs.push(fresh);
  }

  remove(selectionId: string): void {
    this.#legs = this.#legs.filter((leg) => leg.selectionId !== selectionId);
  }

  clear(): void {
    this.#legs = [];
  }

  setStake(stakeMinor: number | null): void {
    this.#stakeMinor = stakeMinor;
  }

  /**
   * The live price of a selection on the slip: its odds (marked up or down when they move), whether it is open and,
   * when known, the version of the event the price is from.
   */
  updatePrice(selectionId: string, odds: Odds, suspended: boolean, version?: number): void {
    this.#legs = this.#legs.map((leg) =>
      leg.selectionId !== selectionId
        ? leg
        : {
            ...leg,
            odds,
            suspended,
            moved: odds === leg.odds ? leg.moved : odds > leg.odds ? 'up' : 'down',
            ...(version === undefined ? {} : { version }),
          },
    );
  }

  /**
   * Follows the line (issue 38): each leg takes its selection's price now, and is open exactly when its event is open
   * (live or upcoming, not suspended) and the selection offered; an event the line no longer holds (`null`: it ended
   * or was called off) closes its legs. A version of an event older than the leg's price is passed over: the API quoted
   * a newer one. Answers how many legs' odds moved.
   */
  follow(eventOf: (eventId: string) => SportEvent | null): number {
    let moved = 0;
    for (const leg of this.#legs) {
      const event = eventOf(leg.eventId);
      if (event && leg.version !== undefined && event.version < leg.version) continue;
      const selection = event?.markets
        .flatMap((market) => market.selections)
        .find((one) => one.id === leg.selectionId);
      const odds = selection?.odds ?? null;
      const open =
        event !== null && (event.status === 'live' || event.status === 'upcoming') && !event.suspended;
      if (odds !== null && odds !== leg.odds) moved += 1;
      const closed = !open || odds === null;
      if (odds !== leg.odds || leg.suspended !== closed)
        this.updatePrice(leg.selectionId, odds ?? leg.odds, closed, event?.version);
    }
    return moved;
  }

  /** The bet to send, or the first reason it cannot go (§9-style limits of the player's currency). */
  check(currency: Currency): Result<SlipBet, SlipRefusal> {
    const legs = this.#legs;
    if (legs.length === 0) return err({ reason: 'no_legs' });
    if (legs.length > MAX_LEGS) return err({ reason: 'too_many_legs', max: MAX_LEGS });
    const suspended = legs.find((leg) => leg.suspended);
    if (suspended) return err({ reason: 'market_suspended', selectionId: suspended.selectionId });
    const stake = this.#stakeMinor;
    if (stake === null || !Number.isSafeInteger(stake) || stake <= 0) return err({ reason: 'invalid_stake' });
    const limits = SPORTS_LIMITS[currency];
    if (stake < limits.minStake) return err({ reason: 'below_min', minStake: limits.minStake });
    if (stake > limits.maxStake) return err({ reason: 'above_max', maxStake: limits.maxStake });
    if (this.totalOdds > MAX_TOTAL_ODDS) return err({ reason: 'total_odds_too_high' });
    const potential = potentialReturn(
      stake,
      legs.map((leg) => leg.odds),
    );
    if (potential > limits.maxReturn)
      return err({ reason: 'max_return_exceeded', maxReturn: limits.maxReturn });
    return ok({ kind: this.kind, legs, stakeMinor: stake, potentialReturnMinor: potential });
  }

  snapshot(): SlipSnapshot {
    return { version: 1, legs: this.#legs, stakeMinor: this.#stakeMinor };
  }
}

const ID = /^[A-Za-z0-9_:-]{1,64}$/;
const MAX_NAME = 200;

const isName = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_NAME;

function parseLeg(value: unknown): SlipLeg | null {
  if (typeof value !== 'object' || value === null) return null;
  const leg = value as Record<string, unknown>;
  const { eventId, marketId, selectionId, odds, moved, suspended, eventName, marketName, selectionName } =
    leg;
  if (typeof eventId !== 'string' || !ID.test(eventId)) return null;
  if (typeof marketId !== 'string' || !ID.test(marketId)) return null;
  if (typeof selectionId !== 'string' || !ID.test(selectionId)) return null;
  if (!isOdds(odds) || typeof suspended !== 'boolean') return null;
  if (moved !== null && moved !== 'up' && moved !== 'down') return null;
  if (!isName(eventName) || !isName(marketName) || !isName(selectionName)) return null;
  const parsed: SlipLeg = {
    eventId,
    marketId,
    selectionId,
    odds,
    moved,
    suspended,
    eventName,
    marketName,
    selectionName,
  };
  // A version that is not a count is left out: the leg then follows any version of the line, as before it had one.
  const version = leg['version'];
  return Number.isSafeInteger(version) && (version as number) >= 0
    ? { ...parsed, version: version as number }
    : parsed;
}

/**
 * A stored slip read back: anything that is not a slip of this version is refused whole, a leg that does not parse
 * is dropped, a second leg of one event is dropped, and the slip keeps at most the legs an accumulator takes.
 */
export function parseSlipSnapshot(value: unknown): SlipSnapshot | null {
  if (typeof value !== 'object' || value === null) return null;
  const slip = value as Record<string, unknown>;
  if (slip['version'] !== 1 || !Array.isArray(slip['legs'])) return null;
  const stake = slip['stakeMinor'];
  const stakeMinor = Number.isSafeInteger(stake) && (stake as number) > 0 ? (stake as number) : null;
  const legs: SlipLeg[] = [];
  for (const raw of slip['legs'] as unknown[]) {
    const leg = parseLeg(raw);
    if (leg && !legs.some((one) => one.eventId === leg.eventId) && legs.length < MAX_LEGS) legs.push(leg);
  }
  return { version: 1, legs, stakeMinor };
}

/** The storage key of a player's slip: each player's own, so another player never sees it. */
export function slipStorageKey(playerId: string | number | null): string {
  return `betSlip:${playerId ?? 'visitor'}`;
}
