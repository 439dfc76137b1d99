import {
  MARKET_KEYS,
  MAX_ODDS,
  MIN_ODDS,
  SPORT_IDS,
  type Market,
  type PlaceSportsBetAnswer,
  type SportEvent,
  type SportsBet,
  type SportsFeedMessage,
} from '@casino/core';
import { z } from 'zod/mini';
import {
  addIssue,
  currencySchema,
  dataListSchema,
  dataSchema,
  mapped,
  parseWire,
  type WireSchema,
} from './common.ts';
import './zodConfig.ts';

/**
 * The sportsbook's answers and frames (docs/contract.md, "Sportsbook") in the core's types. Ids are checked against
 * the shape the slip stores, names have a length bound, odds are integer hundredths in range: a frame or answer that
 * does not fit is refused whole.
 */
const id = z.string().check(z.regex(/^[A-Za-z0-9_:-]{1,64}$/));
const name = z.string().check(z.minLength(1), z.maxLength(120));
const odds = z.int().check(z.gte(MIN_ODDS), z.lte(MAX_ODDS));
const instant = mapped(z.iso.datetime({ offset: true }), (text) => Date.parse(text));
const score = z.nullable(
  z.object({ home: z.int().check(z.nonnegative()), away: z.int().check(z.nonnegative()) }),
);
const line = z.nullable(z.number().check(z.gte(-1_000), z.lte(1_000)));
const sport = z.enum(SPORT_IDS);
const outcome = z.string().check(z.regex(/^[a-z0-9]{1,8}$/));

const market = mapped(
  z.object({
    id,
    key: z.enum(MARKET_KEYS),
    line,
    selections: z.array(z.object({ id, outcome, odds: z.nullable(odds) })).check(z.maxLength(8)),
  }),
  (wire): Market => wire,
);

export const sportEventSchema: WireSchema<SportEvent> = mapped(
  z.object({
    id,
    sport,
    league: z.object({
      id,
      country: z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))),
      name,
    }),
    home: name,
    away: name,
    start_at: instant,
    status: z.enum(['upcoming', 'live', 'ended', 'abandoned']),
    clock: z.nullable(
      z.object({ period: z.int().check(z.positive()), minute: z.nullable(z.int().check(z.nonnegative())) }),
    ),
    score,
    suspended: z.boolean(),
    version: z.int().check(z.nonnegative()),
    markets: z.array(market).check(z.maxLength(40)),
  }),
  (wire): SportEvent => ({
    id: wire.id,
    sport: wire.sport,
    league: wire.league,
    home: wire.home,
    away: wire.away,
    startAt: wire.start_at,
    status: wire.status,
    clock: wire.clock,
    score: wire.score,
    suspended: wire.suspended,
    version: wire.version,
    markets: wire.markets,
  }),
);

/** A major-unit amount as minor units, refused unless it has at most two decimals. */
const minorOf = mapped(z.number().check(z.nonnegative()), (amount, ctx) => {
  const minor = Math.round(amount * 100);
  if (Math.abs(amount * 100 - minor) > 1e-6 || !Number.isSafeInteger(minor)) addIssue(ctx, 'not an amount');
  return minor;
});

export const sportsBetSchema: WireSchema<SportsBet> = mapped(
  z.object({
    id,
    kind: z.enum(['single', 'accumulator']),
    status: z.enum(['open', 'won', 'lost', 'void']),
    stake: minorOf,
    currency: currencySchema,
    total_odds: z.int().check(z.gte(100)),
    potential_return: minorOf,
    return: z.nullable(minorOf),
    placed_at: instant,
    settled_at: z.nullable(instant),
    legs: z
      .array(
        z.object({
          event_id: id,
          sport,
          home: name,
          away: name,
          start_at: instant,
          market: z.enum(MARKET_KEYS),
          line,
          outcome,
          selection_id: id,
          odds,
          result: z.nullable(z.enum(['won', 'lost', 'void'])),
          score,
        }),
      )
      .check(z.minLength(1), z.maxLength(20)),
  }),
  (wire): SportsBet => ({
    id: wire.id,
    kind: wire.kind,
    status: wire.status,
    stakeMinor: wire.stake,
    currency: wire.currency,
    totalOdds: wire.total_odds,
    potentialReturnMinor: wire.potential_return,
    returnMinor: wire.return,
    placedAt: wire.placed_at,
    settledAt: wire.settled_at,
    legs: wire.legs.map((leg) => ({
      eventId: leg.event_id,
      sport: leg.sport,
      home: leg.home,
      away: leg.away,
      startAt: leg.start_at,
      market: leg.market,
      line: leg.line,
      outcome: leg.outcome,
      selectionId: leg.selection_id,
      odds: leg.odds,
      result: leg.result,
      score: leg.score,
    })),
  }),
);

export const eventAnswerSchema = dataSchema(sportEventSchema);
export const eventListSchema = dataListSchema(sportEventSchema);
export const betListSchema = dataListSchema(sportsBetSchema);

/** POST /sports/bets: the bet placed and the balance left. */
export const placedAnswerSchema: WireSchema<PlaceSportsBetAnswer> = mapped(
  z.object({ data: z.object({ bet: sportsBetSchema, balance: minorOf }) }),
  ({ data }): PlaceSportsBetAnswer => ({ kind: 'placed', bet: data.bet, balanceMinor: data.balance }),
);

/** The 409 answers of POST /sports/bets: odds moved past the preference, or a market closed. */
export const refusedAnswerSchema: WireSchema<PlaceSportsBetAnswer> = z.union([
  mapped(
    z.object({
      message: z.literal('odds_changed'),
      legs: z
        .array(
          z.object({
            selection_id: id,
            odds: z.nullable(odds),
            version: z.optional(z.int().check(z.nonnegative())),
          }),
        )
        .check(z.maxLength(20)),
    }),
    (wire): PlaceSportsBetAnswer => ({
      kind: 'oddsChanged',
      legs: wire.legs.map((leg) => ({
        selectionId: leg.selection_id,
        odds: leg.odds,
        ...(leg.version === undefined ? {} : { version: leg.version }),
      })),
    }),
  ),
  mapped(
    z.object({ message: z.literal('market_suspended'), selection_id: id }),
    (wire): PlaceSportsBetAnswer => ({ kind: 'suspended', selectionId: wire.selection_id }),
  ),
]);

/** A frame of `/sports/live`; anything else (a pong included) is null. */
const feedFrame: WireSchema<SportsFeedMessage> = z.union([
  mapped(
    z.object({ type: z.literal('snapshot'), events: z.array(sportEventSchema).check(z.maxLength(2_000)) }),
    (wire): SportsFeedMessage => ({ type: 'snapshot', events: wire.events }),
  ),
  mapped(
    z.object({
      type: z.literal('update'),
      events: z.array(sportEventSchema).check(z.maxLength(2_000)),
      closed: z.array(id).check(z.maxLength(2_000)),
    }),
    (wire): SportsFeedMessage => ({ type: 'update', events: wire.events, closed: wire.closed }),
  ),
]);

export function parseSportsFrame(text: string): SportsFeedMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = parseWire(feedFrame, json);
  return parsed.success ? parsed.data : null;
}
