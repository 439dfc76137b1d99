import { MAX_LEGS, MAX_TOTAL_ODDS, SPORTS_LIMITS as PUBLISHED_LIMITS } from '@casino/tables';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { toMajor } from '../money.ts';
import { once } from '../money/idempotency.ts';
import { balanceOf } from '../money/money.ts';
import { currencyOf, takeStake } from '../rounds/roundStepStore.ts';
import { MARKET_OUTCOMES, MARKETS_OF, type MarketKey } from './pricing.ts';
import { currentOdds, type EventRow } from './events.ts';
import { eventById } from './sportsStore.ts';
import { returnOf, totalOddsOf } from './betReturns.ts';
import { betView, type SportsBetView } from './betViews.ts';
import { betById, insertBet, insertLeg } from './sportsBetStore.ts';

/**
 * Sports bets (issue 20, docs/contract.md "Sportsbook"): placed at the current odds as the player's odds-change
 * preference allows, paid by settlement exactly once. Stakes and returns are integer minor units (`betReturns.ts`);
 * the bets as the player sees them are `betViews.ts`.
 */
export interface SportsLimits {
  readonly minStake: number;
  readonly maxStake: number;
  readonly maxReturn: number;
}

/** Per currency, following the §9 currencies; EUR as USD (`@casino/tables`, with the legs and total odds). */
export const SPORTS_LIMITS: Readonly<Record<string, SportsLimits>> = PUBLISHED_LIMITS;
export { MAX_LEGS, MAX_TOTAL_ODDS };

export type OddsPreference = 'never' | 'higher' | 'always';

export interface LegRequest {
  readonly selectionId: string;
  readonly odds: number;
}

export interface BetRequest {
  readonly playerId: number;
  readonly key: string;
  readonly stakeMinor: number;
  readonly preference: OddsPreference;
  readonly legs: readonly LegRequest[];
}

const SELECTION = /^(\d{1,12}):(1x2|dc|total|handicap|btts|winner):([a-z0-9]{1,8})$/;

interface ParsedLeg {
  readonly eventId: number;
  readonly market: MarketKey;
  readonly outcome: string;
  readonly selectionId: string;
  readonly odds: number;
}

const conflict = (body: Record<string, unknown>) => new ApiError(409, body);
const refused = (message: string, extra: Record<string, unknown> = {}) =>
  new ApiError(422, { message, ...extra });

function parseLeg(leg: LegRequest): ParsedLeg | null {
  const match = SELECTION.exec(leg.selectionId);
  if (!match) return null;
  return {
    eventId: Number(match[1]),
    market: match[2] as MarketKey,
    outcome: match[3] ?? '',
    selectionId: leg.selectionId,
    odds: leg.odds,
  };
}

/** The odds-change rule, the API's own: `never` takes unchanged odds only, `higher` unchanged or risen, `always` any. */
function acceptsChange(preference: OddsPreference, sent: number, current: number): boolean {
  return current === sent || preference === 'always' || (preference === 'higher' && current > sent);
}

/**
 * Places a single or an accumulator in one transaction, or answers the first refusal: an invalid slip (422
 * `validation`), a market not open now (409 `market_suspended`), odds that moved beyond the preference (409
 * `odds_changed` with every moved leg's odds now and its event's version), the limits (422), safer play and the
 * balance (as every bet).
 */
export function placeSportsBet(
  deps: Deps,
  request: BetRequest,
): { bet: SportsBetView; balance: number; replayed: boolean } {
  const legs = request.legs.map(parseLeg);
  if (legs.length === 0 || legs.length > MAX_LEGS)
    throw refused('validation', { errors: { legs: ['invalid'] } });
  const parsed: ParsedLeg[] = [];
  for (const leg of legs) {
    if (!leg) throw refused('validation', { errors: { legs: ['invalid'] } });
    parsed.push(leg);
  }
  if (new Set(parsed.map((leg) => leg.eventId)).size !== parsed.length)
    throw refused('validation', { errors: { legs: ['one_per_event'] } });
  const key = {
    scope: 'sports_bet',
    ownerId: request.playerId,
    key: request.key,
    request: [request.stakeMinor, request.preference, parsed.map((leg) => [leg.selectionId, leg.odds])],
  } as const;
  // The answer kept is the bet's id: a repeat is answered with the bet as it is now, and the balance now.
  const placed = once(deps, key, () => ({ id: placeLegs(deps, request, parsed) }));
  return {
    bet: betView(deps, betById(deps, placed.answer.id)),
    balance: balanceOf(deps, request.playerId),
    replayed: placed.replayed,
  };
}

/** The bet's rows and its stake, once the markets, the odds, the limits and the balance allow it; answers its id. */
function placeLegs(deps: Deps, request: BetRequest, parsed: readonly ParsedLeg[]): number {
  const now = deps.clock.now();
  const current: number[] = [];
  const moved: { selection_id: string; odds: number | null; version: number }[] = [];
  let refuse = false;
  for (const leg of parsed) {
    const event = eventById(deps, leg.eventId);
    if (!event || !(MARKETS_OF[event.sport] ?? []).includes(leg.market))
      throw refused('validation', { errors: { legs: ['invalid'] } });
    if (!MARKET_OUTCOMES[leg.market].includes(leg.outcome))
      throw refused('validation', { errors: { legs: ['invalid'] } });
    const odds = openOdds(event, leg.selectionId, now);
    if (odds === null) throw conflict({ message: 'market_suspended', selection_id: leg.selectionId });
    current.push(odds);
    // With the event's version, so a client does not take a frame of the line older than this answer for news.
    if (odds !== leg.odds) moved.push({ selection_id: leg.selectionId, odds, version: event.version });
    if (!acceptsChange(request.preference, leg.odds, odds)) refuse = true;
  }
  if (refuse) throw conflict({ message: 'odds_changed', legs: moved });
  const currency = currencyOf(deps, request.playerId);
  const limits = currency === null ? undefined : SPORTS_LIMITS[currency];
  if (!limits || currency === null) throw refused('not_offered');
  if (request.stakeMinor < limits.minStake) throw refused('below_min', { min: toMajor(limits.minStake) });
  if (request.stakeMinor > limits.maxStake) throw refused('above_max', { max: toMajor(limits.maxStake) });
  const total = totalOddsOf(current);
  if (total > MAX_TOTAL_ODDS) throw refused('total_odds_too_high');
  if (returnOf(request.stakeMinor, current) > limits.maxReturn)
    throw refused('max_return_exceeded', { max: toMajor(limits.maxReturn) });
  const id = insertBet(deps, {
    playerId: request.playerId,
    kind: parsed.length > 1 ? 'accumulator' : 'single',
    stakeMinor: request.stakeMinor,
    currency,
    totalOdds: total,
    key: request.key,
    at: now,
  });
  parsed.forEach((leg, index) => insertLeg(deps, id, index, leg, current[index] ?? 0));
  takeStake(deps, request.playerId, request.stakeMinor, {
    currency,
    reference: `sports:${id}`,
    at: now,
  });
  return id;
}

/** A selection's odds if it can be bet on now: its event open and not suspended, and the outcome offered. */
function openOdds(event: EventRow, selectionId: string, now: number): number | null {
  if (event.status !== 'upcoming' && event.status !== 'live') return null;
  if (event.status === 'live' && event.suspended_until > now) return null;
  return currentOdds(event).get(selectionId) ?? null;
}
