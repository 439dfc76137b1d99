import type { Money } from './money.ts';

/** Free spin (§3). */
export interface FreeSpin {
  readonly id: string;
  /** The campaign that granted them, which is what a cancel names; null for a grant outside a campaign. */
  readonly campaignId: string | null;
  readonly gameId: string;
  readonly count: number;
  /** ISO instant. */
  readonly expirationAt: string;
}

/** The running bonus's wagering (GET /profile/bonus, issue 34): what was wagered of what is required, time left. */
export interface BonusProgress {
  readonly amount: Money;
  readonly wagered: Money;
  readonly required: Money;
  readonly expiresInSeconds: number;
}

/** Bonus activation (§3). */
export interface BonusActivation {
  readonly name: string;
  readonly expiresIn: number;
}

/** Why a player may not take a promo now: one bonus at a time, each code once (issue 38, item 5). */
export const PROMO_REFUSALS = ['bonus_already_active', 'promo_already_used'] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

export interface PromoBonus {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  /** For a logged-in player, why they could not take it now; null when they can (and for a visitor). */
  readonly refusal: PromoRefusal | null;
}

/** The refusal a failed take of a promo carries (409 with its reason), if it is one. */
export function promoRefusalOf(error: {
  readonly kind: string;
  readonly messageKey?: string;
}): PromoRefusal | null {
  const key = error.kind === 'server' ? error.messageKey : undefined;
  return PROMO_REFUSALS.find((refusal) => refusal === key) ?? null;
}

export interface WelcomePack {
  readonly id: string;
  readonly publicTitle: string;
  readonly steps: readonly { readonly title: string; readonly percent: number; readonly freeSpins: number }[];
}

export interface FreeSpinsCampaign {
  readonly id: string;
  readonly title: string;
  readonly gameId: string;
  readonly spins: number;
  readonly expirationAt: string;
}
