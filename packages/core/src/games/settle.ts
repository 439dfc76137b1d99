import { moneyFromMinor, type Money } from '../domain/money.ts';
import type { BetOutcome, BetParams } from './bet.ts';
import { coinflipMultiplierFor, COINFLIP_MULTIPLIER } from './coinflip/coinflip.ts';
import { diceChance, diceMultiplier, diceMultiplierFor } from './dice/dice.ts';
import { kenoHits, kenoMultiplier, kenoPaytableRow } from './keno/keno.ts';
import { FLOATS_PER_BET } from './derive.ts';
import { roundPayout, type PayoutRounding } from './fairness/rounding.ts';
import { MULTIPLIER_SCALE, paidMultiplier, tenThousandthsOf } from './multiplier.ts';
import { roulettePayout } from './roulette/roulette.ts';
import { wheelLayout, wheelMultiplier } from './wheel/wheel.ts';

export interface Settlement {
  /** The paid multiple in ten-thousandths; 0 on a loss. */
  readonly multiplierTenThousandths: number;
  readonly payout: Money;
  /** How stake × M became whole minor units (roulette's chips pay whole units: its fraction is 0). */
  readonly rounding: PayoutRounding;
}

function mismatch(params: BetParams, outcome: BetOutcome): never {
  throw new TypeError(`a ${outcome.game} outcome cannot settle a ${params.game} bet`);
}

/**
 * What a bet pays: stake × M / 10000 with M from the game's rules, made whole by the rounding draw `drawU32` (the
 * float after the outcome's: docs/fairness.md, "Payout"); roulette sums its chips' payouts, always whole, and reports
 * M = floor(payout × 10000 / stake).
 */
export function settleBet(params: BetParams, outcome: BetOutcome, stake: Money, drawU32: number): Settlement {
  const drawIndex = FLOATS_PER_BET[params.game];
  if (params.game === 'roulette') {
    if (outcome.game !== 'roulette') return mismatch(params, outcome);
    const payout = roulettePayout(params.chips, outcome.pocket);
    const rounding = roundPayout(payout.minor, MULTIPLIER_SCALE, drawIndex, drawU32);
    return { multiplierTenThousandths: paidMultiplier(stake, payout), payout, rounding };
  }
  const multiplierTenThousandths = ruleMultiplier(params, outcome);
  const rounding = roundPayout(stake.minor, multiplierTenThousandths, drawIndex, drawU32);
  return { multiplierTenThousandths, payout: moneyFromMinor(rounding.paid, stake.currency), rounding };
}

/** M by the game's rules for every game but roulette, whose multiple depends on how the chips are spread. */
export function ruleMultiplier(
  params: Exclude<BetParams, { game: 'roulette' }>,
  outcome: BetOutcome,
): number {
  switch (params.game) {
    case 'dice':
      if (outcome.game !== 'dice') return mismatch(params, outcome);
      return diceMultiplierFor(outcome.rollHundredths, params.targetHundredths, params.direction);
    case 'coinflip':
      if (outcome.game !== 'coinflip') return mismatch(params, outcome);
      return coinflipMultiplierFor(outcome.side, params.side);
    case 'keno':
      if (outcome.game !== 'keno') return mismatch(params, outcome);
      return kenoMultiplier(params.risk, params.picks.length, kenoHits(params.picks, outcome.drawn));
    case 'wheel':
      if (outcome.game !== 'wheel') return mismatch(params, outcome);
      return wheelMultiplier(params.risk, params.segments, outcome.segment);
  }
}

/** The most a bet can return, as a multiple of its stake in ten-thousandths (roulette: a straight's 36×). */
export function maxMultiplier(params: BetParams): number {
  switch (params.game) {
    case 'dice':
      return diceMultiplier(diceChance(params.targetHundredths, params.direction));
    case 'coinflip':
      return COINFLIP_MULTIPLIER;
    case 'roulette':
      return 360_000;
    case 'keno':
      return Math.max(...kenoPaytableRow(params.risk, params.picks.length).pays.map(tenThousandthsOf));
    case 'wheel':
      return Math.max(...wheelLayout(params.risk, params.segments).segments.map(tenThousandthsOf));
  }
}
