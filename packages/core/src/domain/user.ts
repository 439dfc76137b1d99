import type { Currency } from './currency.ts';
import type { Money } from './money.ts';

/** The server's verification words, mapped to three states by verificationStatus (§4). */
export type VerificationStatus = 'pending' | 'failed' | 'success';

/** User (§3). Balances are Money in the user's currency. */
export interface User {
  readonly id: string;
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly balance: Money;
  readonly bonus: Money;
  readonly bonusBalance: Money;
  readonly totalBalance: Money;
  /** Null when the player has not chosen one yet (the after-login deposit rule reads this). */
  readonly currency: Currency | null;
  /** Raw server locale; applied only if supported (§5). */
  readonly locale: string | null;
  readonly timezone: string | null;
  readonly imageSmall: string | null;
  readonly registerMethod: string | null;
  readonly isPhoneVerified: boolean;
  readonly isEmailVerified: boolean;
  readonly isPasswordExists: boolean;
  readonly verification: {
    readonly isNeed: boolean;
    readonly status: VerificationStatus | null;
    /** Why an operator rejected the documents, when the server says (issue 34); shown to the player as it is. */
    readonly reason?: string | null;
  };
  readonly premiumStatus: string | null;
  readonly region: string | null;
  readonly features: readonly string[];
  /** Settings (§3) the profile also carries: whether the avatar and the statistics are hidden from others. */
  readonly isAvatarHidden: boolean;
  readonly isStatisticsHidden: boolean;
  /** Replacement session token (§3). */
  readonly freshToken: string | null;
  /** Bonus identifier (§3). */
  readonly superBonus: string | null;
}

/** Settings (profile) (§3). */
export interface ProfileSettings {
  readonly locale?: string;
  readonly timezone?: string;
  readonly isAvatarHidden?: boolean;
  readonly isStatisticsHidden?: boolean;
}
