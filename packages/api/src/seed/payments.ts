import { createHash } from 'node:crypto';

/** Amounts here are in major units, as an operator would type them; the seeder turns them into minor units. */
export interface SeedMethod {
  readonly currency: string;
  readonly kind: 'card' | 'phone' | 'crypto';
  readonly name: string;
  readonly nameEn: string;
  readonly min: number | null;
  readonly max: number | null;
  readonly preset: { readonly default: number; readonly amounts: readonly number[] } | null;
  readonly exchangeCurrency: string | null;
  readonly payouts: boolean;
  readonly commissionPercent: number;
}

/** A stable hash per method, so a reset keeps the same method ids. */
export const methodHash = (currency: string, kind: string) =>
  createHash('sha256').update(`${kind}:${currency}`).digest('hex').slice(0, 20);

interface CurrencyMethods {
  card: { name: string; nameEn: string; min: number; max: number; preset: number[]; presetDefault: number };
  phone: { name: string; nameEn: string };
  cryptoMin: number;
}

/** The card of the dollar and the euro: the same scheme names, bounds and presets. */
const DOLLAR_CARD: CurrencyMethods['card'] = {
  name: 'Visa / Mastercard',
  nameEn: 'Visa / Mastercard',
  min: 10,
  max: 5000,
  preset: [10, 25, 50, 100, 250],
  presetDefault: 50,
};

const BY_CURRENCY: Record<string, CurrencyMethods> = {
  RUB: {
    card: {
      name: 'Банковская карта',
      nameEn: 'Bank card',
      min: 100,
      max: 300_000,
      preset: [500, 1000, 2500, 5000, 10_000],
      presetDefault: 1000,
    },
    phone: { name: 'СБП', nameEn: 'Faster Payments (SBP)' },
    cryptoMin: 1000,
  },
  KZT: {
    card: {
      name: 'Банковская карта',
      nameEn: 'Bank card',
      min: 2000,
      max: 1_500_000,
      preset: [2000, 5000, 10_000, 25_000, 50_000],
      presetDefault: 5000,
    },
    phone: { name: 'Перевод Kaspi', nameEn: 'Kaspi transfer' },
    cryptoMin: 5000,
  },
  INR: {
    card: {
      name: 'Банковская карта',
      nameEn: 'Card',
      min: 300,
      max: 200_000,
      preset: [500, 1000, 2000, 5000, 10_000],
      presetDefault: 1000,
    },
    phone: { name: 'UPI', nameEn: 'UPI' },
    cryptoMin: 1000,
  },
  USD: {
    card: DOLLAR_CARD,
    phone: { name: 'Мобильный перевод', nameEn: 'Mobile transfer' },
    cryptoMin: 10,
  },
  EUR: {
    card: DOLLAR_CARD,
    phone: { name: 'MB WAY', nameEn: 'MB WAY' },
    cryptoMin: 10,
  },
};

/**
 * Per currency: a card with limits and presets, a transfer by phone with none (the client's defaults apply),
 * and USDT with a minimum only; crypto also pays out.
 */
export const SEED_METHODS: readonly SeedMethod[] = Object.entries(BY_CURRENCY).flatMap(([currency, m]) => [
  {
    currency,
    kind: 'card' as const,
    name: m.card.name,
    nameEn: m.card.nameEn,
    min: m.card.min,
    max: m.card.max,
    preset: { default: m.card.presetDefault, amounts: m.card.preset },
    exchangeCurrency: null,
    payouts: false,
    commissionPercent: 0,
  },
  {
    currency,
    kind: 'phone' as const,
    name: m.phone.name,
    nameEn: m.phone.nameEn,
    min: null,
    max: null,
    preset: null,
    exchangeCurrency: null,
    payouts: false,
    commissionPercent: 0,
  },
  {
    currency,
    kind: 'crypto' as const,
    name: 'USDT (TRC20)',
    nameEn: 'USDT (TRC20)',
    min: m.cryptoMin,
    max: null,
    preset: null,
    exchangeCurrency: 'USDT',
    payouts: true,
    commissionPercent: 1,
  },
]);
