import {
  invoiceLifeSeconds,
  type BillingData,
  type Currency,
  type Invoice,
  type InvoiceStatus,
  type PaymentMethod,
} from '@casino/core';
import { z } from 'zod/mini';
import {
  amountSchema,
  currencySchema,
  dataSchema,
  idSchema,
  mapped,
  optionalString,
  toMoney,
} from './common.ts';

const paymentMethodSchema = mapped(
  z.object({
    hash: z.string().check(z.minLength(1)),
    name: z.string(),
    name_en: optionalString,
    currency: currencySchema,
    min_amount: z.nullable(amountSchema),
    max_amount: z.nullable(amountSchema),
    preset: z.nullable(z.object({ default: z.nullable(amountSchema), amounts: z.array(amountSchema) })),
    exchange_currency: optionalString,
    crypto: z.boolean(),
    kind: mapped(z.nullish(z.enum(['card', 'phone', 'crypto'])), (kind) => kind ?? null),
  }),
  (wire, ctx): PaymentMethod => {
    const money = (amount: number | null, path: readonly PropertyKey[]) =>
      amount === null ? null : toMoney(ctx, amount, wire.currency, path);
    return {
      hash: wire.hash,
      name: wire.name,
      nameEn: wire.name_en,
      currency: wire.currency,
      minAmount: money(wire.min_amount, ['min_amount']),
      maxAmount: money(wire.max_amount, ['max_amount']),
      preset: wire.preset && {
        default: money(wire.preset.default, ['preset', 'default']),
        amounts: wire.preset.amounts.map((amount, index) =>
          toMoney(ctx, amount, wire.currency, ['preset', 'amounts', index]),
        ),
      },
      exchangeCurrency: wire.exchange_currency,
      crypto: wire.crypto,
      kind: wire.kind,
    };
  },
);

/** GET /api/v2/billing/data (§3). */
export const billingDataSchema = dataSchema(
  mapped(
    z.object({
      payments: z.object({
        methods: z.array(paymentMethodSchema),
        bonus: z.nullable(z.object({ name: z.string() })),
      }),
      'crypto-payments': z.array(paymentMethodSchema),
      'crypto-payouts': z.array(paymentMethodSchema),
    }),
    (wire): BillingData => ({
      methods: wire.payments.methods,
      bonusName: wire.payments.bonus?.name ?? null,
      cryptoPayments: wire['crypto-payments'],
      cryptoPayouts: wire['crypto-payouts'],
    }),
  ),
);

/**
 * Deposit invoice (§3). The wire gives no currency: it is the currency of the amount the player asked for.
 * The server has already created the invoice when this answer arrives, so fields that only shape the countdown or a
 * note never reject it (the player would see an error and create a second one): a missing or nonsensical life_time
 * becomes the default or a capped life through `invoiceLifeSeconds`, and a missing sum_was_changed reads as false.
 */
export function invoiceSchema(currency: Currency) {
  return dataSchema(
    mapped(
      z.object({
        id: idSchema,
        hash: z.string(),
        amount: amountSchema,
        shop_amount: amountSchema,
        commission: amountSchema,
        life_time: z.unknown(),
        card: z.nullish(z.object({ card_number: optionalString, phone_number: optionalString })),
        sum_was_changed: z.catch(z.boolean(), false),
        demo: z.catch(z.boolean(), false),
        pay_url: optionalString,
        promo_code: optionalString,
      }),
      (wire, ctx): Invoice => ({
        id: wire.id,
        hash: wire.hash,
        amount: toMoney(ctx, wire.amount, currency, ['amount']),
        shopAmount: toMoney(ctx, wire.shop_amount, currency, ['shop_amount']),
        commission: toMoney(ctx, wire.commission, currency, ['commission']),
        lifeTimeSeconds: invoiceLifeSeconds(wire.life_time),
        card: { cardNumber: wire.card?.card_number ?? null, phoneNumber: wire.card?.phone_number ?? null },
        sumWasChanged: wire.sum_was_changed,
        demo: wire.demo,
        payUrl: wire.pay_url,
        promoCode: wire.promo_code,
      }),
    ),
  );
}

/** GET /billing/payment/status/{invoiceId}: 1 created, 3 paid, 4 expired. */
export const invoiceStatusSchema = dataSchema(
  mapped(z.object({ status: z.int() }), (wire): InvoiceStatus => ({ status: wire.status })),
);
