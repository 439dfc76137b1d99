import type { Currency } from './currency.ts';
import type { Money } from './money.ts';

/** Catalogue content the pages show. Not named by the spec: the local API's content contract (docs/contract.md). */
export type GameCategory = 'originals' | 'slots' | 'live-casino';

export interface GameCard {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly category: GameCategory;
  readonly provider: string;
  /** The studio's logo (an image URL), shown on the provider filter; null when the catalogue gives none. */
  readonly providerLogo: string | null;
  readonly image: string | null;
  readonly hasDemo: boolean;
}

export type TournamentStatus = 'active' | 'upcoming' | 'finished';

/**
 * How a tournament scores (issue 34): `stake` one point per rouble staked, `payout` one per rouble paid, added up;
 * `multiplier` the best win's multiplier in hundredths. Other currencies count by the fixed rouble scale.
 */
export type TournamentRule = 'stake' | 'payout' | 'multiplier';

export interface TournamentGame {
  readonly slug: string;
  readonly title: string;
  readonly category: GameCategory;
}

export interface TournamentLeader {
  readonly place: number;
  /** The name masked; null when the player hides their statistics from others (shown as "Hidden"). */
  readonly name: string | null;
  readonly hidden: boolean;
  readonly points: number;
  /** What the place was paid once the tournament is paid, in the winner's currency. */
  readonly prize: Money | null;
}

export interface Tournament {
  readonly id: string;
  readonly title: string;
  readonly status: TournamentStatus;
  readonly prizePool: Money;
  readonly startsAt: string;
  readonly endsAt: string;
  /** Every how many days its series recurs, counted from a start (issue 34); null: held once. */
  readonly repeatDays: number | null;
  readonly description: string;
  readonly rule: TournamentRule;
  /** The smallest stake that scores, in roubles (0: any). */
  readonly minStakeRub: number;
  readonly games: readonly TournamentGame[];
  /** Each place's prize, in the tournament's currency. */
  readonly prizes: readonly { readonly place: number; readonly amount: Money }[];
  /** When the prizes were paid; null until the tournament has ended and its job ran. */
  readonly paidAt: string | null;
  readonly leaders: readonly TournamentLeader[];
  /** The player's own place and points; null for a visitor or a player who has not scored. */
  readonly me: { readonly place: number; readonly points: number; readonly prize: Money | null } | null;
}

export interface TopEntry {
  readonly place: number;
  /** The name masked; null when the player hides their statistics from others (issue 34): shown as "Hidden". */
  readonly name: string | null;
  /** The player hides their statistics; only they are sent their name. */
  readonly hidden: boolean;
  readonly game: string;
  readonly win: Money;
}

export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/** SEO data (§3), by language ru or en. */
export interface SeoData {
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  /** Server HTML: sanitised before it is rendered. */
  readonly text: string;
}

export interface VipLevel {
  readonly level: number;
  readonly name: string;
  readonly minDeposit: number;
  readonly cashbackPercent: number;
  /** The level's deposits in each currency (major units; issue 34); `minDeposit` is the roubles'. */
  readonly minDeposits: Readonly<Partial<Record<Currency, number>>>;
}

/** A level as the player's status names it, its threshold in their currency. */
export interface VipStatusLevel {
  readonly level: number;
  readonly name: string;
  readonly cashbackPercent: number;
  readonly minDeposit: Money;
}

/**
 * The player's place in the VIP club (GET /api/v2/vip/status, issue 34): the level their confirmed deposits reached,
 * what the next one still needs, and the weekly cashback.
 */
export interface VipStatus {
  readonly member: boolean;
  /** Null while the player has no currency (no deposit can have been made). */
  readonly deposits: Money | null;
  readonly level: VipStatusLevel | null;
  readonly nextLevel: (VipStatusLevel & { readonly left: Money }) | null;
  readonly lastCashback: { readonly week: string; readonly amount: Money; readonly paidAt: string } | null;
  /** When the running week's cashback is paid (the week's end). */
  readonly nextCashbackAt: string;
}
