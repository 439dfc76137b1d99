import {
  CRASH_GROWTH_MAX,
  CRASH_GROWTH_MIN,
  CRASH_GROWTH_PER_MS,
  CURRENCIES,
  LIVE_REFUSALS,
  type LiveEvent,
  type LiveReply,
} from '@casino/core';
import { z } from 'zod/mini';
import { parseWire } from '../http/schemas/common.ts';
import '../http/schemas/zodConfig.ts';

/**
 * The live socket's frames (docs/contract.md, "Live games") parsed into the core's types. A frame that does not fit
 * is dropped whole: a hostile or broken server cannot put an odd value into the rounds.
 */
const id = z.int().check(z.positive());
const minor = z.int().check(z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER));
const instant = z.int().check(z.nonnegative());
const hash = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const masked = z.string().check(z.maxLength(64));
const room = z.enum(['red', 'yellow', 'purple']);
const hundredths = z.int().check(z.gte(100), z.lte(Number.MAX_SAFE_INTEGER));

const crashRound = z.pipe(
  z.object({
    id,
    phase: z.enum(['betting', 'running', 'busted']),
    betting_ends_at: z.nullable(instant),
    started_at: z.nullable(instant),
    crash: z.nullable(hundredths),
    hash: z.nullable(hash),
  }),
  z.transform((round) => ({
    id: round.id,
    phase: round.phase,
    bettingEndsAt: round.betting_ends_at,
    startedAt: round.started_at,
    crashHundredths: round.crash,
    hash: round.hash,
  })),
);

const crashBet = z.pipe(
  z.object({
    bet_id: id,
    round_id: id,
    player: z.nullable(masked),
    stake_minor: minor,
    currency: z.enum(CURRENCIES),
    auto_cash_out: z.nullable(hundredths),
    status: z.enum(['open', 'cashed_out', 'lost', 'refunded']),
    cashed_out_at: z.nullable(hundredths),
    payout_minor: minor,
    mine: z.boolean(),
    key: z.nullable(z.string().check(z.maxLength(64))),
  }),
  z.transform((bet) => ({
    betId: bet.bet_id,
    roundId: bet.round_id,
    player: bet.player,
    stakeMinor: bet.stake_minor,
    currency: bet.currency,
    autoCashOut: bet.auto_cash_out,
    status: bet.status,
    cashedOutAt: bet.cashed_out_at,
    payoutMinor: bet.payout_minor,
    mine: bet.mine,
    key: bet.key,
  })),
);

/** An entry of a room round; its client seed is the player's entropy for the draw ('' when the join sent none). */
const entry = z.pipe(
  z.object({
    player: z.nullable(masked),
    seats: z.int().check(z.positive()),
    mine: z.boolean(),
    client_seed: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{0,64}$/))),
  }),
  z.transform((one) => ({
    player: one.player,
    seats: one.seats,
    mine: one.mine,
    clientSeed: one.client_seed ?? '',
  })),
);

const roomRound = z.pipe(
  z.object({
    id,
    room,
    status: z.enum(['open', 'settled']),
    server_seed_hashed: hash,
    server_seed: z.nullable(hash),
    entries: z.array(entry).check(z.maxLength(100)),
    pot_minor: minor,
    ends_at: z.nullable(instant),
    winning_seat: z.nullable(z.int().check(z.nonnegative())),
    winner: z.nullable(masked),
    payout_minor: minor,
  }),
  z.transform((round) => ({
    id: round.id,
    room: round.room,
    status: round.status,
    serverSeedHashed: round.server_seed_hashed,
    serverSeed: round.server_seed,
    entries: round.entries,
    potMinor: round.pot_minor,
    endsAt: round.ends_at,
    winningSeat: round.winning_seat,
    winner: round.winner,
    payoutMinor: round.payout_minor,
  })),
);

const feedPlay = z.pipe(
  z.object({
    id,
    game: z.string().check(z.minLength(1), z.maxLength(64)),
    title: z.string().check(z.minLength(1), z.maxLength(128)),
    player: z.nullable(masked),
    hidden: z.catch(z.boolean(), false),
    stake_minor: minor,
    payout_minor: minor,
    currency: z.enum(CURRENCIES),
    multiplier: z.nullable(z.int().check(z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER))),
    big: z.boolean(),
    at: instant,
  }),
  z.transform((play) => ({
    id: play.id,
    game: play.game,
    title: play.title,
    player: play.player,
    hidden: play.hidden,
    stakeMinor: play.stake_minor,
    payoutMinor: play.payout_minor,
    currency: play.currency,
    multiplier: play.multiplier,
    big: play.big,
    at: play.at,
  })),
);
const feedLists = {
  plays: z.array(feedPlay).check(z.maxLength(50)),
  big_wins: z.array(feedPlay).check(z.maxLength(50)),
};
const NO_FEED = { plays: [], big_wins: [] };

const snapshot = z.pipe(
  z.object({
    type: z.literal('snapshot'),
    server_now: instant,
    crash: z.object({
      round: crashRound,
      bets: z.array(crashBet).check(z.maxLength(10_000)),
      history: z
        .array(
          z.object({
            round_id: id,
            crash: hundredths,
            hash,
            status: z.enum(['busted', 'void']),
            refunds: z.int().check(z.nonnegative()),
          }),
        )
        .check(z.maxLength(50)),
      salt: z.nullable(z.string().check(z.minLength(1), z.maxLength(256))),
      // The seeds that fixed the salt, and the seeding state while it waits (docs/contract.md, "Live games").
      salt_seeds: z.optional(
        z.array(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))).check(z.maxLength(100)),
      ),
      seeding: z.optional(
        z.nullable(
          z.object({ needed: z.int().check(z.nonnegative()), taken: z.int().check(z.nonnegative()) }),
        ),
      ),
      terminating_hash: hash,
      // The curve's pace per ms; a server from before it was sent runs the default. One no player could watch (zero,
      // negative, huge) drops the snapshot: the page waits for a sane one rather than draw a curve the server does not.
      growth_per_ms: z.optional(z.number().check(z.gte(CRASH_GROWTH_MIN), z.lte(CRASH_GROWTH_MAX))),
    }),
    rooms: z
      .array(z.object({ round: roomRound, history: z.array(roomRound).check(z.maxLength(50)) }))
      .check(z.maxLength(3)),
    balance_minor: z.nullable(minor),
    // The feed is the page's garnish: a snapshot whose feed does not fit keeps its rounds, with an empty feed.
    feed: z.catch(z.object(feedLists), NO_FEED),
  }),
  z.transform((frame): LiveEvent => ({
    kind: 'snapshot',
    serverNow: frame.server_now,
    crash: {
      round: frame.crash.round,
      bets: frame.crash.bets,
      history: frame.crash.history.map((entry) => ({
        roundId: entry.round_id,
        crashHundredths: entry.crash,
        hash: entry.hash,
        voided: entry.status === 'void',
        refunds: entry.refunds,
      })),
      salt: frame.crash.salt,
      saltSeeds: frame.crash.salt_seeds ?? [],
      seeding: frame.crash.seeding ?? null,
      terminatingHash: frame.crash.terminating_hash,
      growthPerMs: frame.crash.growth_per_ms ?? CRASH_GROWTH_PER_MS,
    },
    rooms: frame.rooms,
    balanceMinor: frame.balance_minor,
    feed: { plays: frame.feed.plays, bigWins: frame.feed.big_wins },
  })),
);

const event = z.union([
  snapshot,
  z.pipe(
    z.object({ type: z.literal('crash.opened'), round: crashRound }),
    z.transform((f): LiveEvent => ({ kind: 'crashOpened', round: f.round })),
  ),
  z.pipe(
    z.object({ type: z.literal('crash.bet'), bet: crashBet }),
    z.transform((f): LiveEvent => ({ kind: 'crashBet', bet: f.bet })),
  ),
  z.pipe(
    z.object({ type: z.literal('crash.started'), round_id: id, started_at: instant }),
    z.transform((f): LiveEvent => ({ kind: 'crashStarted', roundId: f.round_id, startedAt: f.started_at })),
  ),
  z.pipe(
    z.object({
      type: z.literal('crash.cashed_out'),
      round_id: id,
      bet_id: id,
      at: hundredths,
      payout_minor: minor,
    }),
    z.transform((f): LiveEvent => ({
      kind: 'crashCashedOut',
      roundId: f.round_id,
      betId: f.bet_id,
      atHundredths: f.at,
      payoutMinor: f.payout_minor,
    })),
  ),
  z.pipe(
    z.object({ type: z.literal('crash.busted'), round_id: id, crash: hundredths, hash }),
    z.transform((f): LiveEvent => ({
      kind: 'crashBusted',
      roundId: f.round_id,
      crashHundredths: f.crash,
      hash: f.hash,
    })),
  ),
  z.pipe(
    z.object({ type: z.literal('room.opened'), round: roomRound }),
    z.transform((f): LiveEvent => ({ kind: 'roomOpened', round: f.round })),
  ),
  z.pipe(
    z.object({
      type: z.literal('room.joined'),
      room,
      round_id: id,
      entry,
      pot_minor: minor,
      ends_at: z.nullable(instant),
    }),
    z.transform((f): LiveEvent => ({
      kind: 'roomJoined',
      room: f.room,
      roundId: f.round_id,
      entry: f.entry,
      potMinor: f.pot_minor,
      endsAt: f.ends_at,
    })),
  ),
  z.pipe(
    z.object({
      type: z.literal('room.settled'),
      room,
      round_id: id,
      server_seed: hash,
      winning_seat: z.int().check(z.nonnegative()),
      winner: z.nullable(masked),
      payout_minor: minor,
    }),
    z.transform((f): LiveEvent => ({
      kind: 'roomSettled',
      room: f.room,
      roundId: f.round_id,
      serverSeed: f.server_seed,
      winningSeat: f.winning_seat,
      winner: f.winner,
      payoutMinor: f.payout_minor,
    })),
  ),
  z.pipe(
    z.object({ type: z.literal('feed'), ...feedLists }),
    z.transform((f): LiveEvent => ({ kind: 'plays', feed: { plays: f.plays, bigWins: f.big_wins } })),
  ),
  z.pipe(
    z.object({ type: z.literal('balance'), balance_minor: minor }),
    z.transform((f): LiveEvent => ({ kind: 'balance', balanceMinor: f.balance_minor })),
  ),
]);

const reply = z.object({
  type: z.literal('reply'),
  key: z.nullable(z.string().check(z.maxLength(64))),
  ok: z.boolean(),
  balance_minor: z.optional(minor),
  payout_minor: z.optional(z.nullable(minor)),
  error: z.optional(z.string().check(z.maxLength(64))),
});

export type ParsedFrame =
  | { readonly kind: 'event'; readonly event: LiveEvent }
  | { readonly kind: 'reply'; readonly key: string; readonly reply: LiveReply }
  | { readonly kind: 'other' };

const refusal = z.enum(LIVE_REFUSALS);

/** One text frame: an event, the reply to a command, or something to ignore (pong, auth, garbage). */
export function parseLiveFrame(text: string): ParsedFrame {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'other' };
  }
  const asReply = parseWire(reply, json);
  if (asReply.success) {
    const { key, ok, balance_minor, payout_minor, error } = asReply.data;
    if (key === null) return { kind: 'other' };
    if (ok && balance_minor !== undefined)
      return {
        kind: 'reply',
        key,
        reply: { ok: true, balanceMinor: balance_minor, payoutMinor: payout_minor ?? null },
      };
    const reason = parseWire(refusal, error);
    return { kind: 'reply', key, reply: { ok: false, error: reason.success ? reason.data : 'invalid' } };
  }
  const asEvent = parseWire(event, json);
  return asEvent.success ? { kind: 'event', event: asEvent.data } : { kind: 'other' };
}
