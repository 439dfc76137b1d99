import { DEFAULT_CURRENCY, verificationStatus, type User } from '@casino/core';
import { z } from 'zod/mini';
import { amountSchema, currencySchema, idSchema, mapped, optionalString, toMoney } from './common.ts';

const wireUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: optionalString,
  phone: optionalString,
  balance: amountSchema,
  bonus: amountSchema,
  bonus_balance: amountSchema,
  total_balance: amountSchema,
  currency: z.nullable(currencySchema),
  locale: optionalString,
  timezone: optionalString,
  image: z.nullish(z.object({ small: optionalString })),
  register_method: optionalString,
  is_phone_verified: z.boolean(),
  is_email_verified: z.boolean(),
  is_password_exists: z.boolean(),
  verification: z.nullish(
    z.object({
      is_need: z.boolean(),
      data: z.nullish(z.object({ status: optionalString, reason: optionalString })),
    }),
  ),
  premium: z.nullish(z.object({ status: optionalString })),
  region: optionalString,
  features: z.nullish(z.array(z.string())),
  fresh_token: optionalString,
  is_avatar_hidden: z.nullish(z.boolean()),
  is_statistics_hidden: z.nullish(z.boolean()),
  super_bonus: mapped(z.nullish(z.union([z.string(), z.number()])), (value) =>
    value === null || value === undefined ? null : String(value),
  ),
});

/** User (§3). Balances become Money in the player's currency, RUB while none is chosen (§3 default). */
export const userSchema = mapped(wireUserSchema, (wire, ctx): User => {
  const moneyCurrency = wire.currency ?? DEFAULT_CURRENCY;
  return {
    id: wire.id,
    name: wire.name,
    email: wire.email,
    phone: wire.phone,
    balance: toMoney(ctx, wire.balance, moneyCurrency, ['balance']),
    bonus: toMoney(ctx, wire.bonus, moneyCurrency, ['bonus']),
    bonusBalance: toMoney(ctx, wire.bonus_balance, moneyCurrency, ['bonus_balance']),
    totalBalance: toMoney(ctx, wire.total_balance, moneyCurrency, ['total_balance']),
    currency: wire.currency,
    locale: wire.locale,
    timezone: wire.timezone,
    imageSmall: wire.image?.small ?? null,
    registerMethod: wire.register_method,
    isPhoneVerified: wire.is_phone_verified,
    isEmailVerified: wire.is_email_verified,
    isPasswordExists: wire.is_password_exists,
    verification: {
      isNeed: wire.verification?.is_need ?? false,
      status: verificationStatus(wire.verification?.data?.status),
      // Only a rejection carries one; left out otherwise, as for a server that sends none.
      ...(wire.verification?.data?.reason ? { reason: wire.verification.data.reason } : {}),
    },
    premiumStatus: wire.premium?.status ?? null,
    region: wire.region,
    features: wire.features ?? [],
    freshToken: wire.fresh_token,
    superBonus: wire.super_bonus,
    isAvatarHidden: wire.is_avatar_hidden ?? false,
    isStatisticsHidden: wire.is_statistics_hidden ?? false,
  };
});
