import {
  HILO_DECK_SIZE,
  MINER_TILES,
  hiloCard,
  isMineCount,
  type CaseOffer,
  type CaseOpening,
  type Currency,
  type HiloStep,
  type Round,
  type RoundGame,
  type RoundState,
} from '@casino/core';
import { z } from 'zod/mini';
import {
  addIssue,
  amountSchema,
  currencySchema,
  dataSchema,
  idSchema,
  mapped,
  toMoney,
  type ParseContext,
  type WireSchema,
} from './common.ts';
import { scaledInteger } from './scaledInteger.ts';

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const tile = z.int().check(z.gte(0), z.lte(MINER_TILES - 1));
const nonnegativeInt = z.int().check(z.nonnegative());
/** Four decimals on the wire, integer ten-thousandths in the core. */
const tenThousandths = scaledInteger(4, 0, Number.MAX_SAFE_INTEGER);

const fairnessWire = mapped(
  z.object({
    server_seed_hashed: hex64,
    client_seed: z.string().check(z.minLength(1)),
    nonce: nonnegativeInt,
    server_seed: z.nullable(hex64),
  }),
  (wire) => ({
    serverSeedHashed: wire.server_seed_hashed,
    clientSeed: wire.client_seed,
    nonce: wire.nonce,
    serverSeed: wire.server_seed,
  }),
);

const minerWire = z.object({
  game: z.literal('miner'),
  params: z.object({ mines: z.int().check(z.refine(isMineCount)) }),
  state: z.object({
    revealed: z.array(tile),
    mine: z.nullable(tile),
    mines: z.nullable(z.array(tile)),
  }),
});

const hiloWire = z.object({
  game: z.literal('hilo'),
  state: z.object({
    cards: z
      .array(
        z.object({
          card: z.int().check(z.gte(0), z.lte(HILO_DECK_SIZE - 1)),
          action: z.enum(['start', 'skip', 'higher', 'lower']),
          correct: z.nullable(z.boolean()),
        }),
      )
      .check(z.minLength(1)),
  }),
});

const roundCommon = {
  id: idSchema,
  status: z.enum(['open', 'cashed_out', 'lost']),
  amount: amountSchema,
  multiplier: tenThousandths,
  payout: amountSchema,
  fairness: fairnessWire,
  balance: z.nullable(amountSchema),
};

const roundWire = z.discriminatedUnion('game', [
  z.extend(minerWire, roundCommon),
  z.extend(hiloWire, roundCommon),
]);

function stateOf(wire: z.output<typeof roundWire>, ctx: ParseContext): RoundState {
  if (wire.game === 'miner') {
    const { revealed, mine, mines } = wire.state;
    if (mines !== null && mines.length !== wire.params.mines)
      addIssue(ctx, 'not the round’s number of mines', ['state', 'mines']);
    return {
      game: 'miner',
      mines: wire.params.mines,
      revealed,
      hitMine: mine,
      minePositions: mines,
    };
  }
  const steps = wire.state.cards.map((step): HiloStep => ({
    card: hiloCard(step.card),
    action: step.action,
    correct: step.correct,
  }));
  return { game: 'hilo', steps };
}

/**
 * A round of miner or hilo; its amounts are in the player's currency, the one its stake was placed in. With `game`
 * a round of another game is refused.
 */
function roundSchema(currency: Currency, game?: RoundGame): WireSchema<Round> {
  return mapped(roundWire, (wire, ctx): Round => {
    if (game && wire.game !== game) addIssue(ctx, `not a ${game} round`, ['game']);
    return {
      id: wire.id,
      status: wire.status === 'cashed_out' ? 'cashedOut' : wire.status,
      stake: toMoney(ctx, wire.amount, currency, ['amount']),
      multiplierTenThousandths: wire.multiplier,
      payout: toMoney(ctx, wire.payout, currency, ['payout']),
      state: stateOf(wire, ctx),
      fairness: wire.fairness,
      balance: wire.balance === null ? null : toMoney(ctx, wire.balance, currency, ['balance']),
    };
  });
}

/** POST /games/{game}/rounds, …/actions, …/cashout: `{ data: Round }`. */
export function roundAnswerSchema(currency: Currency, game?: RoundGame) {
  return dataSchema(roundSchema(currency, game));
}

/** GET /games/{game}/rounds/current: `{ data: Round | null }`. */
export function currentRoundSchema(currency: Currency, game?: RoundGame) {
  return dataSchema(z.nullable(roundSchema(currency, game)));
}

/** A case of the catalogue, in the currency it names; `rtp` a percentage of two decimals. */
const caseSchema = mapped(
  z.object({
    slug: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/)),
    currency: currencySchema,
    price: amountSchema,
    rtp: scaledInteger(2, 0, 10_000),
    items: z
      .array(
        z.object({
          id: z.string().check(z.minLength(1), z.maxLength(64)),
          value: amountSchema,
          weight: z.int().check(z.positive()),
        }),
      )
      .check(z.minLength(1)),
  }),
  (wire, ctx): CaseOffer => {
    const price = toMoney(ctx, wire.price, wire.currency, ['price']);
    if (price.minor <= 0) addIssue(ctx, 'a case costs something', ['price']);
    return {
      slug: wire.slug,
      price,
      rtpBasisPoints: wire.rtp,
      items: wire.items.map((item, index) => ({
        id: item.id,
        valueMinor: toMoney(ctx, item.value, wire.currency, ['items', index, 'value']).minor,
        weight: item.weight,
      })),
    };
  },
);

/** GET /games/cases: `{ data: [Case] }`. */
export const caseListSchema = dataSchema(z.array(caseSchema));

/** POST /games/cases/{slug}/open: the item must be the case's own, its value what the case publishes. */
export const openingAnswerSchema = dataSchema(
  mapped(
    z.object({
      id: idSchema,
      case: caseSchema,
      ticket: nonnegativeInt,
      item: z.object({ index: nonnegativeInt, id: z.string(), value: amountSchema }),
      payout: amountSchema,
      fairness: fairnessWire,
      balance: z.nullable(amountSchema),
    }),
    (wire, ctx): CaseOpening => {
      const currency = wire.case.price.currency;
      const item = wire.case.items[wire.item.index];
      const payout = toMoney(ctx, wire.payout, currency, ['payout']);
      if (!item || item.id !== wire.item.id || item.valueMinor !== payout.minor)
        addIssue(ctx, 'not an item of the case', ['item']);
      return {
        id: wire.id,
        offer: wire.case,
        ticket: wire.ticket,
        itemIndex: wire.item.index,
        payout,
        fairness: wire.fairness,
        balance: wire.balance === null ? null : toMoney(ctx, wire.balance, currency, ['balance']),
      };
    },
  ),
);
