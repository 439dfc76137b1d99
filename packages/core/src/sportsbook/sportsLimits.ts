import { MAX_LEGS, SPORTS_LIMITS as PUBLISHED_LIMITS } from '@casino/tables';
import type { Currency } from '../domain/currency.ts';

/** A sports bet's stake bounds and the most it may return, in minor units of the account's currency. */
export interface SportsLimits {
  readonly minStake: number;
  readonly maxStake: number;
  readonly maxReturn: number;
}

/** Per currency (issue 20, following the §9 currencies); EUR as USD. The data of `@casino/tables`. */
export const SPORTS_LIMITS: Readonly<Record<Currency, SportsLimits>> = PUBLISHED_LIMITS;

/** The most legs an accumulator takes. */
export { MAX_LEGS };
