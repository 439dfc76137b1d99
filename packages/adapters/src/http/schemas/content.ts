import type { FaqEntry, GameCard, SeoData, TopEntry, Tournament, VipLevel } from '@casino/core';
import { z } from 'zod/mini';
import {
  amountSchema,
  currencySchema,
  dataListSchema,
  dataSchema,
  idSchema,
  mapped,
  optionalString,
  toMoney,
} from './common.ts';

export const gamesSchema = dataListSchema(
  mapped(
    z.object({
      id: idSchema,
      slug: z.string().check(z.minLength(1)),
      title: z.string(),
      category: z.enum(['originals', 'slots', 'live-casino']),
      provider: z.string(),
      provider_logo: optionalString,
      image: optionalString,
      has_demo: z.boolean(),
    }),
    (wire): GameCard => ({
      id: wire.id,
      slug: wire.slug,
      title: wire.title,
      category: wire.category,
      provider: wire.provider,
      providerLogo: wire.provider_logo,
      image: wire.image,
      hasDemo: wire.has_demo,
    }),
  ),
);

const prizeSchema = z.nullable(z.object({ amount: amountSchema, currency: currencySchema }));

const tournamentSchema = mapped(
  z.object({
    id: idSchema,
    title: z.string(),
    status: z.enum(['active', 'upcoming', 'finished']),
    prize_pool: amountSchema,
    currency: currencySchema,
    starts_at: z.string(),
    ends_at: z.string(),
    repeat_days: z.catch(z.nullable(z.int().check(z.positive())), null),
    description: z.string(),
    rule: z.enum(['stake', 'payout', 'multiplier']),
    min_stake_rub: z.number().check(z.nonnegative()),
    games: z.array(
      z.object({
        slug: z.string().check(z.minLength(1)),
        title: z.string(),
        category: z.enum(['originals', 'slots', 'live-casino']),
      }),
    ),
    prizes: z.array(z.object({ place: z.int(), amount: amountSchema })),
    paid_at: z.nullable(z.string()),
    leaders: z.array(
      z.object({
        place: z.int(),
        name: z.nullable(z.string()),
        hidden: z.catch(z.boolean(), false),
        points: z.number(),
        prize: prizeSchema,
      }),
    ),
    me: z.nullable(z.object({ place: z.int(), points: z.number(), prize: prizeSchema })),
  }),
  (wire, ctx): Tournament => {
    const prize = (given: z.infer<typeof prizeSchema>, path: readonly PropertyKey[]) =>
      given === null ? null : toMoney(ctx, given.amount, given.currency, path);
    return {
      id: wire.id,
      title: wire.title,
      status: wire.status,
      prizePool: toMoney(ctx, wire.prize_pool, wire.currency, ['prize_pool']),
      startsAt: wire.starts_at,
      endsAt: wire.ends_at,
      repeatDays: wire.repeat_days,
      description: wire.description,
      rule: wire.rule,
      minStakeRub: wire.min_stake_rub,
      games: wire.games,
      prizes: wire.prizes.map((entry, index) => ({
        place: entry.place,
        amount: toMoney(ctx, entry.amount, wire.currency, ['prizes', index, 'amount']),
      })),
      paidAt: wire.paid_at,
      leaders: wire.leaders.map((leader, index) => ({
        place: leader.place,
        name: leader.name,
        hidden: leader.hidden,
        points: leader.points,
        prize: prize(leader.prize, ['leaders', index, 'prize']),
      })),
      me: wire.me && {
        place: wire.me.place,
        points: wire.me.points,
        prize: prize(wire.me.prize, ['me', 'prize']),
      },
    };
  },
);

export const tournamentsSchema = dataListSchema(tournamentSchema);
export const tournamentAnswerSchema = dataSchema(tournamentSchema);

export const topSchema = dataListSchema(
  mapped(
    z.object({
      place: z.int(),
      name: z.nullable(z.string()),
      hidden: z.catch(z.boolean(), false),
      game: z.string(),
      win: amountSchema,
      currency: currencySchema,
    }),
    (wire, ctx): TopEntry => ({
      place: wire.place,
      name: wire.name,
      hidden: wire.hidden,
      game: wire.game,
      win: toMoney(ctx, wire.win, wire.currency, ['win']),
    }),
  ),
);

export const faqSchema = dataListSchema(
  mapped(z.object({ id: idSchema, question: z.string(), answer: z.string() }), (wire): FaqEntry => ({
    id: wire.id,
    question: wire.question,
    answer: wire.answer,
  })),
);

export const seoSchema = dataSchema(
  mapped(
    z.object({ title: z.string(), description: z.string(), keywords: z.string(), text: z.string() }),
    (wire): SeoData => ({
      title: wire.title,
      description: wire.description,
      keywords: wire.keywords,
      text: wire.text,
    }),
  ),
);

export const vipLevelsSchema = dataListSchema(
  mapped(
    z.object({
      level: z.int(),
      name: z.string(),
      min_deposit: z.number(),
      min_deposits: z.optional(z.partialRecord(currencySchema, z.number())),
      cashback_percent: z.number(),
    }),
    (wire): VipLevel => ({
      level: wire.level,
      name: wire.name,
      minDeposit: wire.min_deposit,
      minDeposits: wire.min_deposits ?? {},
      cashbackPercent: wire.cashback_percent,
    }),
  ),
);
