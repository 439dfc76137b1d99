import { DEFAULT_CURRENCY, verificationStatus, type User } from '@casino/core';
import { z } from 'zod';
import { amountSchema, currencySchema, idSchema, optionalString, toMoney } from './common.ts';

const wireUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: optionalString,
  phone: optionalString,
  balance: amountSchema,
  bonus: amountSchema,
  bonus_balance: amountSchema,
  total_balance: amountSchema,
  currency: currencySchema.nullable(),
  locale: optionalString,
  timezone: optionalString,
  image: z.object({ small: optionalString }).nullish(),
  register_method: optionalString,
  is_phone_verified: z.boolean(),
  is_email_verified: z.boolean(),
  is_password_exists: z.boolean(),
  verification: z
    .object({ is_need: z.boolean(), data: z.object({ status: optionalString }).nullish() })
    .nullish(),
  premium: z.object({ status: optionalString }).nullish(),
  region: optionalString,
  features: z.array(z.string()).nullish(),
  fresh_token: optionalString,
  is_avatar_hidden: z.boolean().nullish(),
  is_statistics_hidden: z.boolean().nullish(),
  super_bonus: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? null : String(value))),
});

/** User (§3). Balances become Money in the player's currency, RUB while none is chosen (§3 default). */
export const userSchema = wireUserSchema.transform((wire, ctx): User => {
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
