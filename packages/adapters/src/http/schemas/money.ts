import {
  LIMIT_KINDS,
  MOVEMENT_KINDS,
  MOVEMENT_STATUSES,
  type Currency,
  type Exclusion,
  type HistoryPage,
  type LimitKind,
  type LimitState,
  type Movement,
  type SaferPlayState,
  type Withdrawal,
} from '@casino/core';
import { z } from 'zod/mini';
import {
  addIssue,
  amountSchema,
  currencySchema,
  dataListSchema,
  dataSchema,
  idSchema,
  mapped,
  toMoney,
  type ParseContext,
} from './common.ts';

const isoInstant = z.iso.datetime({ offset: true });
const nullableId = mapped(z.nullish(idSchema), (value) => value ?? null);

/** An amount that moved: positive, the kind saying the direction. */
const movedAmount = z.number().check(z.positive());

const withdrawalSchema = mapped(
  z.object({
    id: idSchema,
    method: z.string(),
    amount: movedAmount,
    currency: currencySchema,
    destination: z.string(),
    status: z.enum(['pending', 'paid', 'rejected', 'cancelled']),
    created_at: isoInstant,
    expected_at: z.nullish(isoInstant),
    reason: z.nullish(z.string()),
  }),
  (wire, ctx): Withdrawal => ({
    id: wire.id,
    amountMinor: toMoney(ctx, wire.amount, wire.currency, ['amount']).minor,
    currency: wire.currency,
    status: wire.status,
    createdAt: wire.created_at,
    expectedAt: wire.status === 'pending' ? (wire.expected_at ?? null) : null,
    method: wire.method,
    destination: wire.destination,
    rejectionReason: wire.status === 'rejected' ? (wire.reason ?? null) : null,
  }),
);

export const withdrawalAnswerSchema = dataSchema(withdrawalSchema);
export const withdrawalListSchema = dataListSchema(withdrawalSchema);

const movementSchema = mapped(
  z.object({
    id: idSchema,
    kind: z.enum(MOVEMENT_KINDS),
    amount: movedAmount,
    currency: currencySchema,
    created_at: isoInstant,
    status: z.enum(MOVEMENT_STATUSES),
    balance_after: z.nullable(amountSchema),
    bet_id: nullableId,
    round_id: nullableId,
    case_opening_id: nullableId,
    withdrawal_id: nullableId,
    sports_bet_id: z.optional(nullableId),
    tournament: z.optional(
      z.nullable(z.object({ id: idSchema, place: z.int(), title: z.nullable(z.string()) })),
    ),
  }),
  (wire, ctx): Movement => ({
    id: wire.id,
    kind: wire.kind,
    amount: toMoney(ctx, wire.amount, wire.currency, ['amount']),
    createdAt: wire.created_at,
    status: wire.status,
    balanceAfter:
      wire.balance_after === null ? null : toMoney(ctx, wire.balance_after, wire.currency, ['balance_after']),
    betId: wire.bet_id,
    roundId: wire.round_id,
    caseOpeningId: wire.case_opening_id,
    withdrawalId: wire.withdrawal_id,
    sportsBetId: wire.sports_bet_id ?? null,
    tournament: wire.tournament ?? null,
  }),
);

/** GET /profile/history: a page of movements and the cursor of the next one. */
export const historyPageSchema = mapped(
  z.object({
    data: z.array(movementSchema),
    next_cursor: z.nullable(z.string().check(z.minLength(1), z.maxLength(512))),
  }),
  (wire): HistoryPage => ({ movements: wire.data, nextCursor: wire.next_cursor }),
);

/** The first line of the history CSV (docs/contract.md, "History"). */
export const HISTORY_CSV_HEADER = 'created_at,kind,amount,currency,balance_after,status,bet_id';

/** GET /profile/history.csv: the file as text, offered to the player unchanged once it is known to be the CSV. */
export const historyCsvSchema = z
  .string()
  .check(z.refine((text) => text.startsWith(`${HISTORY_CSV_HEADER}\r\n`), 'not the history CSV'));

/** Money limits arrive in major units of the player's currency, the session limit in whole minutes (≤ 1440). */
function limitValue(kind: LimitKind, currency: Currency) {
  return (value: number | null, ctx: ParseContext, path: PropertyKey[]): number | null => {
    if (value === null) return null;
    if (kind === 'session_minutes') {
      if (Number.isInteger(value) && value > 0 && value <= 1440) return value;
      addIssue(ctx, 'not a whole number of minutes in a day', path);
      return null;
    }
    return toMoney(ctx, value, currency, path).minor;
  };
}

const limitValueWire = z.nullable(z.number().check(z.positive()));

function limitSchema(currency: Currency) {
  return mapped(
    z.object({
      kind: z.enum(LIMIT_KINDS),
      value: limitValueWire,
      pending: z.nullable(z.object({ value: limitValueWire, effective_at: isoInstant })),
    }),
    (wire, ctx): LimitState => {
      const read = limitValue(wire.kind, currency);
      return {
        kind: wire.kind,
        value: read(wire.value, ctx, ['value']),
        pending: wire.pending && {
          value: read(wire.pending.value, ctx, ['pending', 'value']),
          effectiveAt: Date.parse(wire.pending.effective_at),
        },
      };
    },
  );
}

const exclusionSchema = mapped(
  z.object({ kind: z.enum(['time_out', 'self_exclusion']), ends_at: isoInstant }),
  (wire): Exclusion => ({ kind: wire.kind, endsAt: Date.parse(wire.ends_at) }),
);

/** GET /profile/safer-play, read in the player's currency. */
export function saferPlaySchema(currency: Currency) {
  return dataSchema(
    mapped(
      z.object({ limits: z.array(limitSchema(currency)), exclusion: z.nullable(exclusionSchema) }),
      (wire): SaferPlayState => wire,
    ),
  );
}

/** PUT /profile/limits/{kind}: the saved limit; the core works out what it shows, so only its shape is checked. */
export function limitAnswerSchema(currency: Currency) {
  return mapped(dataSchema(limitSchema(currency)), (): void => undefined);
}

/** POST /profile/time-out and /profile/self-exclusion. */
export const breakAnswerSchema = dataSchema(exclusionSchema);
