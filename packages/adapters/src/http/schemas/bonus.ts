import {
  PROMO_REFUSALS,
  type BonusActivation,
  type BonusProgress,
  type FreeSpin,
  type FreeSpinsCampaign,
  type PromoBonus,
  type WelcomePack,
} from '@casino/core';
import { z } from 'zod/mini';
import { currencySchema, dataListSchema, dataSchema, idSchema, mapped, toMoney } from './common.ts';

const bonusActivation = mapped(
  z.object({ name: z.string(), expires_in: z.number() }),
  (wire): BonusActivation => ({ name: wire.name, expiresIn: wire.expires_in }),
);

/** GET /bonus-system/bonus-activation/waiting-reg-and-dep (§3 bonus activation). */
export const bonusActivationsSchema = dataListSchema(bonusActivation);

/** POST /bonus-system/bonus/{promo}/activate: the promo taken, waiting for the deposit. */
export const takenPromoSchema = dataSchema(bonusActivation);

/** GET /bonus-system/bonus/{promo}. */
export const promoBonusSchema = dataSchema(
  mapped(
    z.object({
      code: z.string(),
      name: z.string(),
      description: z.string(),
      refusal: z.nullish(z.enum(PROMO_REFUSALS)),
    }),
    (wire): PromoBonus => ({
      code: wire.code,
      name: wire.name,
      description: wire.description,
      refusal: wire.refusal ?? null,
    }),
  ),
);

/** GET /profile/bonus: the running bonus's wagering, or null. */
export const bonusProgressSchema = dataSchema(
  z.nullable(
    mapped(
      z.object({
        amount: z.number(),
        currency: currencySchema,
        wagered: z.number(),
        required: z.number(),
        expires_in: z.number(),
      }),
      (wire, ctx): BonusProgress => ({
        amount: toMoney(ctx, wire.amount, wire.currency, ['amount']),
        wagered: toMoney(ctx, wire.wagered, wire.currency, ['wagered']),
        required: toMoney(ctx, wire.required, wire.currency, ['required']),
        expiresInSeconds: Math.max(0, Math.floor(wire.expires_in)),
      }),
    ),
  ),
);

/** GET /api/v3/welcome-pack/get-welcome-packs-guest. */
export const welcomePacksSchema = dataListSchema(
  mapped(
    z.object({
      id: idSchema,
      publicTitle: z.string(),
      steps: z.array(z.object({ title: z.string(), percent: z.number(), free_spins: z.int() })),
    }),
    (wire): WelcomePack => ({
      id: wire.id,
      publicTitle: wire.publicTitle,
      steps: wire.steps.map((step) => ({
        title: step.title,
        percent: step.percent,
        freeSpins: step.free_spins,
      })),
    }),
  ),
);

/** GET /profile/freeSpins (§3 free spin). */
export const freeSpinsSchema = dataListSchema(
  mapped(
    z.object({
      id: idSchema,
      campaign_id: z.optional(z.nullable(idSchema)),
      game: z.object({ id: idSchema }),
      count: z.int(),
      expiration_at: z.string(),
    }),
    (wire): FreeSpin => ({
      id: wire.id,
      campaignId: wire.campaign_id ?? null,
      gameId: wire.game.id,
      count: wire.count,
      expirationAt: wire.expiration_at,
    }),
  ),
);

/** GET /api/freeSpinsCampaigns/{id}. */
export const freeSpinsCampaignSchema = dataSchema(
  mapped(
    z.object({
      id: idSchema,
      title: z.string(),
      game_id: idSchema,
      spins: z.int(),
      expiration_at: z.string(),
    }),
    (wire): FreeSpinsCampaign => ({
      id: wire.id,
      title: wire.title,
      gameId: wire.game_id,
      spins: wire.spins,
      expirationAt: wire.expiration_at,
    }),
  ),
);
