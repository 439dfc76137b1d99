import type { Currency } from './currency.ts';
import type { Money } from './money.ts';

/** Payment method (§3). Amounts in the method's currency; absent limits fall back to §5 defaults. */
export interface PaymentMethod {
  readonly hash: string;
  readonly name: string;
  readonly nameEn: string | null;
  readonly currency: Currency;
  readonly minAmount: Money | null;
  readonly maxAmount: Money | null;
  /** Preset: a default amount and amount variants; null when the method gives none. */
  readonly preset: { readonly default: Money | null; readonly amounts: readonly Money[] } | null;
  readonly exchangeCurrency: string | null;
  readonly crypto: boolean;
  /** How the method pays: a card, a transfer by phone, crypto; null from a server that does not say. */
  readonly kind: PaymentMethodKind | null;
}

export type PaymentMethodKind = 'card' | 'phone' | 'crypto';

/** Billing data (§3). */
export interface BillingData {
  readonly methods: readonly PaymentMethod[];
  readonly bonusName: string | null;
  readonly cryptoPayments: readonly PaymentMethod[];
  readonly cryptoPayouts: readonly PaymentMethod[];
}

/** Deposit invoice (§3). */
export interface Invoice {
  readonly id: string;
  readonly hash: string;
  readonly amount: Money;
  readonly shopAmount: Money;
  readonly commission: Money;
  /** Seconds the invoice lives; default 1200 (§9). */
  readonly lifeTimeSeconds: number;
  readonly card: { readonly cardNumber: string | null; readonly phoneNumber: string | null };
  readonly sumWasChanged: boolean;
  /** The provider is a demonstration stand-in: no payment is taken, and the card or phone reaches no one (issue 34). */
  readonly demo: boolean;
  /** Where the player pays, when the provider has a page. */
  readonly payUrl: string | null;
  /** The promo code the deposit is for ("Deposit and get the bonus"), granted with its payment. */
  readonly promoCode?: string | null;
}

/** Status of an invoice as polled; 3 means paid (§4). */
export interface InvoiceStatus {
  readonly status: number;
}
