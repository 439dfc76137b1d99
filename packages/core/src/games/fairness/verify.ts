import { moneyEquals, moneyFromMinor, type Money } from '../../domain/money.ts';
import { err, ok, type Result } from '../../domain/result.ts';
import type { Digests } from '../../ports/Digests.ts';
import type { BetOutcome, BetParams } from '../bet.ts';
import { validateBetChoice, type BetChoiceField } from '../betChoice.ts';
import { FLOATS_PER_BET, outcomeFromU32s } from '../derive.ts';
import { rouletteStake } from '../roulette/roulette.ts';
import { ruleMultiplier, settleBet } from '../settle.ts';
import { roundPayout, ROUNDING_SCALE, type PayoutRounding } from './rounding.ts';
import { floatOf, FLOATS_PER_ROUND, scaledIndex } from './floats.ts';
import { deriveRounds, u32Stream, type DerivedRound } from './rounds.ts';

/** What the API recorded for a bet, to compare with the re-derivation. */
export interface RecordedBet {
  readonly outcome: BetOutcome;
  readonly multiplierTenThousandths: number;
  readonly payout: Money | null;
}

export interface VerifyBetInput {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly params: BetParams;
  /** The commitment shown before the bet, when known. */
  readonly serverSeedHashed?: string | null;
  /** Needed for a payout, except for roulette, whose stake is the sum of its chips. */
  readonly stake?: Money | null;
  readonly recorded?: RecordedBet | null;
}

/** One float of the bet: where its bytes came from and how floor(f × scale) became part of the outcome. */
export interface TracedFloat {
  readonly index: number;
  readonly round: number;
  /** The four bytes, hex. */
  readonly bytesHex: string;
  readonly u32: number;
  readonly float: number;
  readonly scale: number;
  /** floor(f × scale). */
  readonly result: number;
  /** Keno: the square this float took out of the pool. */
  readonly picked: number | null;
}

export type RecordedField = 'outcome' | 'multiplier' | 'payout';

/** The step-by-step proof of one bet, plain data the verifier page renders as it is. */
export interface BetVerification {
  readonly rounds: readonly DerivedRound[];
  readonly floats: readonly TracedFloat[];
  readonly outcome: BetOutcome;
  /** 0 with no payout when only the outcome was asked for (see outcomeOnly). */
  readonly multiplierTenThousandths: number;
  readonly payout: Money | null;
  /** How stake × M became whole minor units with the rounding draw; null without a payout. */
  readonly rounding: PayoutRounding | null;
  /** A roulette spin without chips or a keno draw without picks: the outcome alone, nothing to pay or compare. */
  readonly outcomeOnly: boolean;
  /** sha256(server_seed) and whether it is the commitment (null when no commitment was given). */
  readonly commitment: {
    readonly computed: string;
    readonly expected: string | null;
    readonly matches: boolean | null;
  };
  /** Whether the API's record is what the seeds give (null when no record was given). */
  readonly recorded: { readonly matches: boolean; readonly mismatches: readonly RecordedField[] } | null;
}

export type VerifyBetError =
  | { readonly kind: 'invalidSeeds'; readonly field: 'serverSeed' | 'clientSeed' | 'nonce' }
  | { readonly kind: 'invalidChoice'; readonly field: BetChoiceField };

function sameOutcome(a: BetOutcome, b: BetOutcome): boolean {
  if (a.game === 'keno' && b.game === 'keno') {
    return a.drawn.length === b.drawn.length && a.drawn.every((square, i) => square === b.drawn[i]);
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

function compareRecord(
  recorded: RecordedBet,
  outcome: BetOutcome,
  multiplier: number | null,
  payout: Money | null,
): BetVerification['recorded'] {
  const mismatches: RecordedField[] = [];
  if (!sameOutcome(recorded.outcome, outcome)) mismatches.push('outcome');
  if (multiplier !== null && recorded.multiplierTenThousandths !== multiplier) mismatches.push('multiplier');
  if (recorded.payout && payout && !moneyEquals(recorded.payout, payout)) mismatches.push('payout');
  return { matches: mismatches.length === 0, mismatches };
}

/**
 * A roulette pocket and a keno draw do not depend on the chips or the picks, so the verifier can show them for seeds
 * alone; with no chips or picks there is nothing to pay.
 */
function isOutcomeOnly(params: BetParams): boolean {
  return (
    (params.game === 'roulette' && params.chips.length === 0) ||
    (params.game === 'keno' && params.picks.length === 0)
  );
}

interface Settled {
  readonly multiplier: number | null;
  readonly payout: Money | null;
  readonly rounding: PayoutRounding | null;
}

/**
 * Roulette's chips carry the stake themselves; another game's payout needs the stake it was given. `drawU32` is the
 * float after the outcome's, which makes stake × M whole (docs/fairness.md, "Payout").
 */
function settle(params: BetParams, outcome: BetOutcome, stake: Money | null, drawU32: number): Settled {
  if (isOutcomeOnly(params)) return { multiplier: null, payout: null, rounding: null };
  if (params.game === 'roulette') {
    const chipsStake = rouletteStake(params.chips);
    if (!chipsStake) throw new RangeError('a validated spin has chips');
    const settlement = settleBet(params, outcome, chipsStake, drawU32);
    const { multiplierTenThousandths: multiplier, payout, rounding } = settlement;
    return { multiplier, payout, rounding };
  }
  const multiplier = ruleMultiplier(params, outcome);
  if (!stake) return { multiplier, payout: null, rounding: null };
  const rounding = roundPayout(stake.minor, multiplier, FLOATS_PER_BET[params.game], drawU32);
  return { multiplier, payout: moneyFromMinor(rounding.paid, stake.currency), rounding };
}

/**
 * Re-derives a bet from its seeds exactly as docs/fairness.md says, with every round's bytes and every float, and
 * checks the commitment and the API's record when they are given. Runs on the Digests port alone, so it works
 * offline in the browser.
 */
export async function verifyBet(
  digests: Digests,
  input: VerifyBetInput,
): Promise<Result<BetVerification, VerifyBetError>> {
  if (typeof input.serverSeed !== 'string' || input.serverSeed.length === 0) {
    return err({ kind: 'invalidSeeds', field: 'serverSeed' });
  }
  if (typeof input.clientSeed !== 'string' || input.clientSeed.length === 0) {
    return err({ kind: 'invalidSeeds', field: 'clientSeed' });
  }
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0)
    return err({ kind: 'invalidSeeds', field: 'nonce' });
  if (!isOutcomeOnly(input.params)) {
    const choice = validateBetChoice(input.params);
    if (!choice.ok) return err({ kind: 'invalidChoice', field: choice.error });
  }

  const count = FLOATS_PER_BET[input.params.game];
  const outcomeOnly = isOutcomeOnly(input.params);
  // The outcome's floats, then (when there is something to pay) the rounding draw.
  const rounds = await deriveRounds(digests, input, count + 1);
  const u32s = u32Stream(rounds, count + 1);
  const { outcome, uses } = outcomeFromU32s(input.params, u32s.slice(0, count));
  const drawUse = {
    scale: ROUNDING_SCALE,
    index: scaledIndex(u32s[count] ?? 0, ROUNDING_SCALE),
    picked: null,
  };
  const traced = outcomeOnly ? uses : [...uses, drawUse];
  const floats = traced.map((use, index): TracedFloat => {
    const u32 = u32s[index] ?? 0;
    const round = Math.floor(index / FLOATS_PER_ROUND);
    const offset = 8 * (index % FLOATS_PER_ROUND);
    const bytesHex = rounds[round]?.bytesHex.slice(offset, offset + 8) ?? '';
    return {
      index,
      round,
      bytesHex,
      u32,
      float: floatOf(u32),
      scale: use.scale,
      result: use.index,
      picked: use.picked,
    };
  });

  const { multiplier, payout, rounding } = settle(
    input.params,
    outcome,
    input.stake ?? null,
    u32s[count] ?? 0,
  );

  const computed = await digests.sha256Hex(input.serverSeed);
  const expected = input.serverSeedHashed?.trim().toLowerCase() || null;
  return ok({
    rounds,
    floats,
    outcome,
    multiplierTenThousandths: multiplier ?? 0,
    payout,
    rounding,
    outcomeOnly,
    commitment: { computed, expected, matches: expected === null ? null : expected === computed },
    recorded: input.recorded ? compareRecord(input.recorded, outcome, multiplier, payout) : null,
  });
}
