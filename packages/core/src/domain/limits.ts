import { MIN_PAYOUT as MIN_PAYOUT_MINOR, STAKE_LIMITS } from '@casino/tables';
import { CURRENCIES, type Currency } from './currency.ts';
import { compareMoney, moneyFromMinor, type Money } from './money.ts';
import { err, ok, type Result } from './result.ts';

/**
 * Bet limits of §9, one table per currency (the data of `@casino/tables`, in minor units).
 *
 * Where the spec's table is silent we chose (and the game pages show) the following:
 * - keno, hilo and dice outside RUB take coinflip's limits of that currency: RUB groups the four together.
 * - roulette outside RUB gives only a max; its min is the currency's smallest min (0.01 $, 5 ₸, 1 ₹).
 * - wheelOfFortune gives only a max (1 ₽, 5 ₸); its min is the currency's smallest min, so it is one fixed stake.
 *   The spec gives it no USD, EUR or INR limit; it is offered in every currency with one fixed stake there too:
 *   0.10 $, 0.10 €, 1 ₹ (the game platform's decisions): the smallest cent stake at which every
 *   wheel multiplier (all in tenths) pays whole cents, so rounding takes nothing from the published 98 % (issue 33).
 * - rooms (red 1, yellow 10, purple 50) are fixed stakes, min = max, given in RUB only, so not offered elsewhere.
 * - EUR is USD (§9 "same as USD").
 */
export const BET_GAMES = [
  'crash',
  'miner',
  'coinflip',
  'keno',
  'hilo',
  'roulette',
  'dice',
  'wheelOfFortune',
  'roomRed',
  'roomYellow',
  'roomPurple',
] as const;
export type BetGame = (typeof BET_GAMES)[number];

export type RoomColour = 'red' | 'yellow' | 'purple';
export const ROOM_GAMES: Readonly<Record<RoomColour, BetGame>> = {
  red: 'roomRed',
  yellow: 'roomYellow',
  purple: 'roomPurple',
};

type LimitTable = Readonly<Partial<Record<BetGame, readonly [minMinor: number, maxMinor: number]>>>;

/** The §9 table of `@casino/tables`, in minor units. */
const TABLES: Readonly<Record<Currency, LimitTable>> = STAKE_LIMITS;

/** Smallest payout (withdrawal) per currency (§9); EUR as USD. */
const MIN_PAYOUT: Readonly<Record<Currency, number>> = MIN_PAYOUT_MINOR;

export interface BetLimits {
  readonly min: Money;
  readonly max: Money;
}

export type StakeRejection =
  | { readonly reason: 'below_min'; readonly limits: BetLimits }
  | { readonly reason: 'above_max'; readonly limits: BetLimits }
  | { readonly reason: 'not_offered'; readonly game: BetGame; readonly currency: Currency }
  | { readonly reason: 'invalid_amount' };

const LIMITS: ReadonlyMap<string, BetLimits> = new Map(
  CURRENCIES.flatMap((currency) =>
    Object.entries(TABLES[currency]).map(([game, [min, max]]) => [
      `${currency}:${game}`,
      { min: moneyFromMinor(min, currency), max: moneyFromMinor(max, currency) },
    ]),
  ),
);

export function isBetGame(value: unknown): value is BetGame {
  return typeof value === 'string' && (BET_GAMES as readonly string[]).includes(value);
}

/** The min and max stake a game page shows, or null when the game is not offered in that currency. */
export function betLimits(game: BetGame, currency: Currency): BetLimits | null {
  return LIMITS.get(`${currency}:${game}`) ?? null;
}

/** Whether a stake may be placed; a refusal carries the limits so the page can say "min 1 ₽". */
export function validateStake(game: BetGame, stake: Money): Result<Money, StakeRejection> {
  if (!Number.isSafeInteger(stake.minor) || stake.minor < 0) return err({ reason: 'invalid_amount' });
  const limits = betLimits(game, stake.currency);
  if (!limits) return err({ reason: 'not_offered', game, currency: stake.currency });
  if (compareMoney(stake, limits.min) < 0) return err({ reason: 'below_min', limits });
  if (compareMoney(stake, limits.max) > 0) return err({ reason: 'above_max', limits });
  return ok(stake);
}

export function minPayout(currency: Currency): Money {
  return moneyFromMinor(MIN_PAYOUT[currency], currency);
}
