import { betLimits, validateStake, type BetGame, type StakeRejection } from '../domain/limits.ts';
import { compareMoney, moneyEquals, type Money } from '../domain/money.ts';
import { err, type Result } from '../domain/result.ts';
import type { BetParams, InstantGame } from './bet.ts';
import { rouletteStake } from './roulette/roulette.ts';

/** The §9 limits row of each instant game: the wheel of fortune is `wheel` on the wire. */
export const BET_GAME_OF: Readonly<Record<InstantGame, BetGame>> = {
  dice: 'dice',
  coinflip: 'coinflip',
  roulette: 'roulette',
  keno: 'keno',
  wheel: 'wheelOfFortune',
};

/**
 * Whether a bet's stake may be placed (§9, in the player's currency). A roulette spin is checked as a whole, the sum
 * of its chips, and each chip must be at least the minimum; a stake that is not the sum of the chips is invalid.
 */
export function validateBetStake(params: BetParams, stake: Money): Result<Money, StakeRejection> {
  const game = BET_GAME_OF[params.game];
  if (params.game !== 'roulette') return validateStake(game, stake);
  if (params.chips.some((chip) => chip.amount.currency !== stake.currency))
    return err({ reason: 'invalid_amount' });
  const sum = rouletteStake(params.chips);
  if (!sum || !moneyEquals(sum, stake)) return err({ reason: 'invalid_amount' });
  const whole = validateStake(game, stake);
  if (!whole.ok) return whole;
  const limits = betLimits(game, stake.currency);
  const small = limits && params.chips.find((chip) => compareMoney(chip.amount, limits.min) < 0);
  return small && limits ? err({ reason: 'below_min', limits }) : whole;
}
