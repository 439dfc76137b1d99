import {
  KENO_RISKS,
  ROULETTE_BET_KINDS,
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
  type BetHistoryPage,
  type BetOutcome,
  type BetParams,
  type Currency,
  type ActiveSeedPair,
  type RevealedSeedPair,
  type SeedState,
  type SettledBet,
} from '@casino/core';
import { z } from 'zod/mini';
import {
  amountSchema,
  dataSchema,
  idSchema,
  addIssue,
  mapped,
  toMoney,
  type ParseContext,
  type WireSchema,
} from './common.ts';
import { scaledInteger } from './scaledInteger.ts';

/** A SHA-256 commitment or a server seed: 64 lowercase hex characters (docs/fairness.md). */
const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const nonce = z.int().check(z.nonnegative());

const pairWire = z.object({
  server_seed_hashed: hex64,
  client_seed: z.string().check(z.minLength(1)),
  nonce,
});

/** The active pair: with the commitment to the next server seed and who chose the client seed (contract "Seed pair"). */
const pairSchema = mapped(
  z.extend(pairWire, {
    next_server_seed_hashed: hex64,
    client_seed_origin: z.enum(['player', 'server']),
  }),
  (wire): ActiveSeedPair => ({
    serverSeedHashed: wire.server_seed_hashed,
    clientSeed: wire.client_seed,
    nonce: wire.nonce,
    nextServerSeedHashed: wire.next_server_seed_hashed,
    clientSeedByPlayer: wire.client_seed_origin === 'player',
  }),
);

const revealedSchema = mapped(z.extend(pairWire, { server_seed: hex64 }), (wire): RevealedSeedPair => ({
  serverSeedHashed: wire.server_seed_hashed,
  clientSeed: wire.client_seed,
  nonce: wire.nonce,
  serverSeed: wire.server_seed,
}));

/** GET /fairness/seeds. */
export const seedStateSchema = dataSchema(
  mapped(z.object({ current: pairSchema, previous: z.nullable(revealedSchema) }), (wire): SeedState => wire),
);

/** POST /fairness/rotate. */
export const rotationSchema = dataSchema(z.object({ revealed: revealedSchema, current: pairSchema }));

/** PUT /fairness/client-seed. */
export const pairAnswerSchema = dataSchema(pairSchema);

/** Dice targets and rolls: at most two decimals on the wire, integer hundredths in the core. */
const hundredths = scaledInteger(2, 0, 10_000);
/** The paid multiple: four decimals on the wire, integer ten-thousandths in the core. */
const tenThousandths = scaledInteger(4, 0, Number.MAX_SAFE_INTEGER);
const pocket = z.int().check(z.gte(0), z.lte(36));
const square = z.int().check(z.gte(1), z.lte(40));

/** Params and outcome of each game as the wire has them; amounts of roulette chips wait for the currency. */
const GAME_WIRE = {
  dice: z.object({
    params: z.object({ target: hundredths, direction: z.enum(['over', 'under']) }),
    outcome: z.object({ roll: hundredths }),
  }),
  coinflip: z.object({
    params: z.object({ side: z.enum(['heads', 'tails']) }),
    outcome: z.object({ side: z.enum(['heads', 'tails']) }),
  }),
  roulette: z.object({
    params: z.object({
      chips: z
        .array(
          z.object({
            kind: z.enum(ROULETTE_BET_KINDS),
            numbers: z.array(pocket).check(z.minLength(1)),
            amount: amountSchema,
          }),
        )
        .check(z.minLength(1)),
    }),
    outcome: z.object({ pocket }),
  }),
  keno: z.object({
    params: z.object({
      picks: z.array(square).check(z.minLength(1), z.maxLength(10)),
      risk: z.enum(KENO_RISKS),
    }),
    outcome: z.object({ drawn: z.array(square).check(z.length(10)) }),
  }),
  wheel: z.object({
    params: z.object({
      risk: z.enum(WHEEL_RISKS),
      segments: z.union(WHEEL_SEGMENTS.map((segments) => z.literal(segments))),
    }),
    outcome: z.object({ segment: z.int().check(z.nonnegative()) }),
  }),
} as const;

type GameWire = {
  [G in keyof typeof GAME_WIRE]: { readonly game: G } & z.output<(typeof GAME_WIRE)[G]>;
}[keyof typeof GAME_WIRE];

/** The core's params and outcome of one game's wire parts; chip amounts become Money of the bet's currency. */
function toGameParts(
  wire: GameWire,
  currency: Currency,
  ctx: ParseContext,
): { params: BetParams; outcome: BetOutcome } {
  switch (wire.game) {
    case 'dice':
      return {
        params: { game: 'dice', targetHundredths: wire.params.target, direction: wire.params.direction },
        outcome: { game: 'dice', rollHundredths: wire.outcome.roll },
      };
    case 'coinflip':
      return {
        params: { game: 'coinflip', side: wire.params.side },
        outcome: { game: 'coinflip', side: wire.outcome.side },
      };
    case 'roulette':
      return {
        params: {
          game: 'roulette',
          chips: wire.params.chips.map((chip, index) => ({
            kind: chip.kind,
            numbers: chip.numbers,
            amount: toMoney(ctx, chip.amount, currency, ['params', 'chips', index, 'amount']),
          })),
        },
        outcome: { game: 'roulette', pocket: wire.outcome.pocket },
      };
    case 'keno':
      return {
        params: { game: 'keno', picks: wire.params.picks, risk: wire.params.risk },
        outcome: { game: 'keno', drawn: wire.outcome.drawn },
      };
    case 'wheel':
      if (wire.outcome.segment >= wire.params.segments) {
        addIssue(ctx, 'segment outside the wheel', ['outcome', 'segment']);
      }
      return {
        params: { game: 'wheel', risk: wire.params.risk, segments: wire.params.segments },
        outcome: { game: 'wheel', segment: wire.outcome.segment },
      };
  }
}

const betCommon = {
  id: idSchema,
  amount: amountSchema,
  payout: amountSchema,
  multiplier: tenThousandths,
  fairness: z.object({
    server_seed_hashed: hex64,
    client_seed: z.string().check(z.minLength(1)),
    nonce,
    server_seed: z.nullable(hex64),
  }),
  balance: z.nullable(amountSchema),
  created_at: z.iso.datetime({ offset: true }),
};

/** The bet's own `game` decides how its `params` and `outcome` read. */
const betWire = z.discriminatedUnion('game', [
  z.object({ game: z.literal('dice'), ...betCommon, ...GAME_WIRE.dice.shape }),
  z.object({ game: z.literal('coinflip'), ...betCommon, ...GAME_WIRE.coinflip.shape }),
  z.object({ game: z.literal('roulette'), ...betCommon, ...GAME_WIRE.roulette.shape }),
  z.object({ game: z.literal('keno'), ...betCommon, ...GAME_WIRE.keno.shape }),
  z.object({ game: z.literal('wheel'), ...betCommon, ...GAME_WIRE.wheel.shape }),
]);

/**
 * A settled bet (POST /games/{game}/bets, GET /games/bets...). The wire carries no currency: it is the player's, the
 * one the stake was placed in.
 */
function settledBet(currency: Currency): WireSchema<SettledBet> {
  return mapped(betWire, (wire, ctx): SettledBet => ({
    id: wire.id,
    ...toGameParts(wire, currency, ctx),
    stake: toMoney(ctx, wire.amount, currency, ['amount']),
    payout: toMoney(ctx, wire.payout, currency, ['payout']),
    multiplierTenThousandths: wire.multiplier,
    fairness: {
      serverSeedHashed: wire.fairness.server_seed_hashed,
      clientSeed: wire.fairness.client_seed,
      nonce: wire.fairness.nonce,
      serverSeed: wire.fairness.server_seed,
    },
    balance: wire.balance === null ? null : toMoney(ctx, wire.balance, currency, ['balance']),
    createdAt: Date.parse(wire.created_at),
  }));
}

/** POST /games/{game}/bets and GET /games/bets/{id}: `{ data: Bet }`. */
export function betAnswerSchema(currency: Currency) {
  return dataSchema(settledBet(currency));
}

/** GET /games/bets: a page of bets, newest first, and the cursor of the next page. */
export function betPageSchema(currency: Currency): WireSchema<BetHistoryPage> {
  return mapped(
    z.object({
      data: z.array(settledBet(currency)),
      next_cursor: z.nullable(z.string().check(z.minLength(1))),
    }),
    (wire): BetHistoryPage => ({ bets: wire.data, nextCursor: wire.next_cursor }),
  );
}
