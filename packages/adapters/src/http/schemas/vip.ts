import type { Currency, VipStatus, VipStatusLevel } from '@casino/core';
import { z } from 'zod/mini';
import { amountSchema, currencySchema, dataSchema, mapped, toMoney, type ParseContext } from './common.ts';

const isoInstant = z.iso.datetime({ offset: true });

const levelWire = z.object({
  level: z.int(),
  name: z.string(),
  cashback_percent: z.number(),
  min_deposit: amountSchema,
});

const levelOf = (
  ctx: ParseContext,
  wire: z.infer<typeof levelWire>,
  currency: Currency,
  path: readonly PropertyKey[],
): VipStatusLevel => ({
  level: wire.level,
  name: wire.name,
  cashbackPercent: wire.cashback_percent,
  minDeposit: toMoney(ctx, wire.min_deposit, currency, [...path, 'min_deposit']),
});

/** GET /api/v2/vip/status (docs/contract.md, "VIP club"): amounts in the player's currency. */
export const vipStatusAnswerSchema = dataSchema(
  mapped(
    z.object({
      member: z.boolean(),
      currency: z.nullable(currencySchema),
      deposits: amountSchema,
      level: z.nullable(levelWire),
      next_level: z.nullable(z.extend(levelWire, { left: amountSchema })),
      last_cashback: z.nullable(z.object({ week: z.string(), amount: amountSchema, paid_at: isoInstant })),
      next_cashback_at: isoInstant,
    }),
    (wire, ctx): VipStatus => {
      const currency = wire.currency;
      if (currency === null)
        return {
          member: wire.member,
          deposits: null,
          level: null,
          nextLevel: null,
          lastCashback: null,
          nextCashbackAt: wire.next_cashback_at,
        };
      return {
        member: wire.member,
        deposits: toMoney(ctx, wire.deposits, currency, ['deposits']),
        level: wire.level && levelOf(ctx, wire.level, currency, ['level']),
        nextLevel: wire.next_level && {
          ...levelOf(ctx, wire.next_level, currency, ['next_level']),
          left: toMoney(ctx, wire.next_level.left, currency, ['next_level', 'left']),
        },
        lastCashback: wire.last_cashback && {
          week: wire.last_cashback.week,
          amount: toMoney(ctx, wire.last_cashback.amount, currency, ['last_cashback', 'amount']),
          paidAt: wire.last_cashback.paid_at,
        },
        nextCashbackAt: wire.next_cashback_at,
      };
    },
  ),
);
