/**
 * The §9 stake limits (docs/contract.md, "Games", "Rounds" and "Live games"): per currency and game, the smallest and
 * largest stake in minor units, `[min, max]`; a game a currency lacks is not offered in it. EUR is USD (§9). Where §9
 * is silent the table follows the choices the game pages show: keno, hilo and dice outside RUB take coinflip's
 * limits (RUB groups the four); roulette outside RUB gives only a max, its min the currency's smallest; the wheel is
 * one fixed stake in every currency, at which every multiplier of every layout (all in tenths) pays whole minor units
 * (issue 33); the rooms are fixed stakes, in RUB only.
 */
const RUB = {
  crash: [100, 5_000_000],
  miner: [100, 100_000],
  coinflip: [100, 1_000_000],
  keno: [100, 1_000_000],
  hilo: [100, 1_000_000],
  roulette: [100, 1_000_000],
  dice: [100, 1_000_000],
  wheelOfFortune: [100, 100],
  roomRed: [100, 100],
  roomYellow: [1_000, 1_000],
  roomPurple: [5_000, 5_000],
} as const;

const USD = {
  crash: [1, 50_000],
  miner: [1, 1_000],
  coinflip: [1, 10_000],
  keno: [1, 10_000],
  hilo: [1, 10_000],
  dice: [1, 10_000],
  roulette: [1, 10],
  wheelOfFortune: [10, 10],
} as const;

const KZT = {
  crash: [500, 25_000_000],
  miner: [500, 500_000],
  coinflip: [500, 5_000_000],
  keno: [500, 5_000_000],
  hilo: [500, 5_000_000],
  dice: [500, 5_000_000],
  wheelOfFortune: [500, 500],
  roulette: [500, 500],
} as const;

const INR = {
  crash: [100, 5_000_000],
  miner: [100, 100_000],
  coinflip: [100, 1_000_000],
  keno: [100, 1_000_000],
  hilo: [100, 1_000_000],
  dice: [100, 1_000_000],
  roulette: [100, 100],
  wheelOfFortune: [100, 100],
} as const;

export const STAKE_LIMITS = { RUB, USD, EUR: USD, KZT, INR } as const;

/** The smallest payout (withdrawal) per currency, in minor units (§9; EUR as USD). */
export const MIN_PAYOUT = { RUB: 10_000, USD: 100, EUR: 100, KZT: 50_000, INR: 10_000 } as const;
