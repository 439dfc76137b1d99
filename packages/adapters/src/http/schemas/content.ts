import type { FaqEntry, GameCard, SeoData, TopEntry, Tournament, VipLevel } from '@casino/core';
import { z } from 'zod';
import {
  amountSchema,
  currencySchema,
  dataListSchema,
  dataSchema,
  idSchema,
  optionalString,
  toMoney,
} from './common.ts';

export const gamesSchema = dataListSchema(
  z
    .object({
      id: idSchema,
      slug: z.string().min(1),
      title: z.string(),
      category: z.enum(['originals', 'slots', 'live-casino']),
      provider: z.string(),
      image: optionalString,
      has_demo: z.boolean(),
    })
    .transform((wire): GameCard => ({
      id: wire.id,
      slug: wire.slug,
      title: wire.title,
      category: wire.category,
      provider: wire.provider,
      image: wire.image,
      hasDemo: wire.has_demo,
    })),
);

const tournamentSchema = z
  .object({
    id: idSchema,
    title: z.string(),
    status: z.enum(['active', 'upcoming', 'finished']),
    prize_pool: amountSchema,
    currency: currencySchema,
    starts_at: z.string(),
    ends_at: z.string(),
    description: z.string(),
    leaders: z.array(z.object({ place: z.number().int(), name: z.string(), points: z.number() })),
  })
  .transform((wire, ctx): Tournament => ({
    id: wire.id,
    title: wire.title,
    status: wire.status,
    prizePool: toMoney(ctx, wire.prize_pool, wire.currency, ['prize_pool']),
    startsAt: wire.starts_at,
    endsAt: wire.ends_at,
    description: wire.description,
    leaders: wire.leaders,
  }));

export const tournamentsSchema = dataListSchema(tournamentSchema);
export const tournamentAnswerSchema = dataSchema(tournamentSchema);

export const topSchema = dataListSchema(
  z
    .object({
      place: z.number().int(),
      name: z.string(),
      game: z.string(),
      win: amountSchema,
      currency: currencySchema,
    })
    .transform((wire, ctx): TopEntry => ({
      place: wire.place,
      name: wire.name,
      game: wire.game,
      win: toMoney(ctx, wire.win, wire.currency, ['win']),
    })),
);

export const faqSchema = dataListSchema(
  z
    .object({ id: idSchema, question: z.string(), answer: z.string() })
    .transform((wire): FaqEntry => ({ id: wire.id, question: wire.question, answer: wire.answer })),
);

export const seoSchema = dataSchema(
  z
    .object({ title: z.string(), description: z.string(), keywords: z.string(), text: z.string() })
    .transform((wire): SeoData => ({
      title: wire.title,
      description: wire.description,
      keywords: wire.keywords,
      text: wire.text,
    })),
);

export const vipLevelsSchema = dataListSchema(
  z
    .object({
      level: z.number().int(),
      name: z.string(),
      min_deposit: z.number(),
      cashback_percent: z.number(),
    })
    .transform((wire): VipLevel => ({
      level: wire.level,
      name: wire.name,
      minDeposit: wire.min_deposit,
      cashbackPercent: wire.cashback_percent,
    })),
);
