import { hiloChance, hiloGuessWins, hiloMultiplier } from '../hilo/hilo.ts';
import { MINER_FLOATS, minerMultiplier } from '../miner/miner.ts';
import type { Round } from '../rounds/round.ts';
import { roundPayout } from './rounding.ts';
import type { RebuiltRound } from './verifyRound.ts';

export type RoundMismatch = 'mines' | 'cards' | 'outcome' | 'multiplier' | 'payout';

/** A cash-out pays stake × M / 10000 made whole by the draw after the round's floats; a lost round pays nothing. */
function payoutMatches(round: Round, drawIndex: number, drawU32: number | null): boolean {
  if (drawU32 === null) return true;
  const expected =
    round.status === 'lost'
      ? 0
      : roundPayout(round.stake.minor, round.multiplierTenThousandths, drawIndex, drawU32).paid;
  return round.payout.minor === expected;
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** A miner round against its rebuilt field: the mines, every reveal safe but the one that lost, the multiplier. */
function checkMiner(
  round: Round,
  rebuilt: RebuiltRound & { game: 'miner' },
  drawU32: number | null,
): RoundMismatch[] {
  if (round.state.game !== 'miner') return ['outcome'];
  const { state } = round;
  const mismatches: RoundMismatch[] = [];
  if (
    state.minePositions &&
    !sameList(
      [...state.minePositions].sort((a, b) => a - b),
      [...rebuilt.mines].sort((a, b) => a - b),
    )
  )
    mismatches.push('mines');
  const safe = state.revealed.every((tile) => !rebuilt.mines.includes(tile));
  const hit = state.hitMine === null || rebuilt.mines.includes(state.hitMine);
  if (!safe || !hit || (round.status === 'lost') !== (state.hitMine !== null)) mismatches.push('outcome');
  const expected = round.status === 'lost' ? 0 : minerMultiplier(state.mines, state.revealed.length);
  if (round.multiplierTenThousandths !== expected) mismatches.push('multiplier');
  else if (!payoutMatches(round, MINER_FLOATS, drawU32)) mismatches.push('payout');
  return mismatches;
}

/** A hilo round against its rebuilt cards: every card, every guess's verdict, the running multiplier. */
function checkHilo(
  round: Round,
  rebuilt: RebuiltRound & { game: 'hilo' },
  drawU32: number | null,
): RoundMismatch[] {
  if (round.state.game !== 'hilo') return ['outcome'];
  const { steps } = round.state;
  const mismatches: RoundMismatch[] = [];
  if (
    !sameList(
      steps.map((step) => step.card.index),
      rebuilt.cards.map((card) => card.index),
    )
  )
    mismatches.push('cards');
  const chances: number[] = [];
  let verdicts = true;
  steps.forEach((step, i) => {
    const before = rebuilt.cards[i - 1];
    const card = rebuilt.cards[i];
    if (step.action !== 'higher' && step.action !== 'lower') return;
    if (!before || !card) return;
    const wins = hiloGuessWins(before, card, step.action);
    if (wins !== step.correct) verdicts = false;
    if (wins) chances.push(hiloChance(before, step.action));
  });
  if (!verdicts) mismatches.push('outcome');
  const expected = round.status === 'lost' ? 0 : hiloMultiplier(chances);
  if (round.multiplierTenThousandths !== expected) mismatches.push('multiplier');
  else if (!payoutMatches(round, rebuilt.cards.length, drawU32)) mismatches.push('payout');
  return mismatches;
}

/**
 * What in the API's record of a round differs from what its seeds give; empty when it all agrees. `roundingU32` is
 * the verification's rounding draw: with it the cash-out's payout is checked too.
 */
export function checkRound(
  round: Round,
  rebuilt: RebuiltRound,
  roundingU32: number | null = null,
): readonly RoundMismatch[] {
  if (rebuilt.game === 'miner') return checkMiner(round, rebuilt, roundingU32);
  if (rebuilt.game === 'hilo') return checkHilo(round, rebuilt, roundingU32);
  return ['outcome'];
}
