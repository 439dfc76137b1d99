import { isTile } from '../../games/miner/miner.ts';
import { HILO_MAX_GUESSES, HILO_MAX_SKIPS, isHiloGuess } from '../../games/hilo/hilo.ts';
import type { Round, RoundAction } from '../../games/rounds/round.ts';

/** Why an action cannot be sent: the round is over, or the action is not one this round allows now. */
export type IllegalAction = 'finished' | 'tile' | 'action' | 'skips' | 'guesses' | 'nothingToCashOut';

/** Checks an action against the round as the player sees it, so a refused step is never sent. */
export function illegalAction(round: Round, action: RoundAction): IllegalAction | null {
  if (round.status !== 'open') return 'finished';
  const { state } = round;
  if (state.game === 'miner') {
    if (action.kind !== 'reveal') return 'action';
    if (!isTile(action.tile) || state.revealed.includes(action.tile)) return 'tile';
    return null;
  }
  if (action.kind === 'reveal') return 'action';
  if (action.kind === 'skip') {
    return state.steps.filter((step) => step.action === 'skip').length >= HILO_MAX_SKIPS ? 'skips' : null;
  }
  if (!isHiloGuess(action.guess)) return 'action';
  const guesses = state.steps.filter((step) => step.correct !== null).length;
  return guesses >= HILO_MAX_GUESSES ? 'guesses' : null;
}

export function illegalCashOut(round: Round): IllegalAction | null {
  if (round.status !== 'open') return 'finished';
  return round.multiplierTenThousandths > 0 ? null : 'nothingToCashOut';
}
