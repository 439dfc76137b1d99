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

/** Bonus activation (§3). */
export interface BonusActivation {
  readonly name: string;
  readonly expiresIn: number;
}

export interface PromoBonus {
  readonly code: string;
  readonly name: string;
  readonly description: string;
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
