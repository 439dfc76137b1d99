import type { Deps } from '../deps.ts';
import { betIntegers } from '../fairness/fairness.ts';
import { cardOf, chanceOf, guessWins, hiloMultiplier, MAX_GUESSES, MAX_SKIPS, type Guess } from './hilo.ts';
import { FIELD_FLOATS, minerMultiplier, TILES } from './miner.ts';
import { fairPayout } from '../games/game.ts';
import { validation } from '../http/errors.ts';
import type { HiloState, MinerState, RoundRow } from './roundRowStore.ts';
import { recordPlay } from '../plays/playStore.ts';
import { payWin } from './roundStepStore.ts';

/** What a step does to an open round: a miner reveal, a hilo skip or guess, and the settlement that finishes it. */
export type RoundAction =
  | { readonly action: 'reveal'; readonly tile: number }
  | { readonly action: 'skip' }
  | { readonly action: 'guess'; readonly guess: Guess };

/**
 * The rounding draw of a cash-out (docs/fairness.md, "Payout"): the float after those the round's outcome used, the
 * 25th of a miner round (after the field's 24), the one after the last card dealt of a hilo round.
 */
function roundingDraw(row: RoundRow, state: unknown): number {
  const index = row.game === 'miner' ? FIELD_FLOATS : (state as HiloState).cards.length;
  return betIntegers(row.pair_server_seed, row.client_seed, row.nonce, index + 1)[index] ?? 0;
}

export function settle(
  deps: Deps,
  row: RoundRow,
  status: 'cashed_out' | 'lost',
  multiplier: number,
  state: unknown,
): void {
  const payout = status === 'lost' ? 0 : fairPayout(row.stake_minor, multiplier, roundingDraw(row, state));
  deps.db.run(
    'UPDATE rounds SET status = ?, multiplier = ?, payout_minor = ?, state = ?, finished_at = ? WHERE id = ?',
    status,
    status === 'lost' ? 0 : multiplier,
    payout,
    JSON.stringify(state),
    deps.clock.now(),
    row.id,
  );
  payWin(deps, row.player_id, payout, { currency: row.currency, reference: `round:${row.id}` });
  recordPlay(deps, {
    playerId: row.player_id,
    game: row.game,
    reference: `round:${row.id}`,
    stakeMinor: row.stake_minor,
    payoutMinor: payout,
    currency: row.currency,
  });
}

function keepOpen(deps: Deps, row: RoundRow, multiplier: number, state: unknown): void {
  deps.db.run(
    'UPDATE rounds SET multiplier = ?, state = ? WHERE id = ?',
    multiplier,
    JSON.stringify(state),
    row.id,
  );
}

export function reveal(deps: Deps, row: RoundRow, tile: number): void {
  if (!Number.isInteger(tile) || tile < 0 || tile >= TILES) throw validation({ tile: ['invalid'] });
  const state = JSON.parse(row.state) as MinerState;
  if (state.revealed.includes(tile)) throw validation({ tile: ['already_revealed'] });
  const { mines: count } = JSON.parse(row.params) as { mines: number };
  const mines = JSON.parse(row.mines ?? '[]') as number[];
  if (mines.includes(tile)) return settle(deps, row, 'lost', 0, { ...state, mine: tile });
  const next = { ...state, revealed: [...state.revealed, tile] };
  const multiplier = minerMultiplier(count, next.revealed.length);
  // The last safe tile leaves nothing to risk: the round cashes out by itself.
  if (next.revealed.length === TILES - count) return settle(deps, row, 'cashed_out', multiplier, next);
  keepOpen(deps, row, multiplier, next);
}

function drawNext(row: RoundRow, state: HiloState): number {
  const integers = betIntegers(row.pair_server_seed, row.client_seed, row.nonce, state.cards.length + 1);
  return cardOf(integers[state.cards.length] ?? 0);
}

export function hiloStep(deps: Deps, row: RoundRow, action: RoundAction): void {
  const state = JSON.parse(row.state) as HiloState;
  const current = state.cards[state.cards.length - 1]?.card ?? 0;
  if (action.action === 'skip') {
    if (state.cards.filter((card) => card.action === 'skip').length >= MAX_SKIPS)
      throw validation({ action: ['too_many_skips'] });
    const next = {
      ...state,
      cards: [...state.cards, { card: drawNext(row, state), action: 'skip' as const, correct: null }],
    };
    return keepOpen(deps, row, row.multiplier, next);
  }
  if (action.action !== 'guess') throw validation({ action: ['invalid'] });
  if (state.chances.length >= MAX_GUESSES) throw validation({ action: ['too_many_guesses'] });
  const card = drawNext(row, state);
  const correct = guessWins(current, card, action.guess);
  const cards = [...state.cards, { card, action: action.guess, correct }];
  if (!correct) return settle(deps, row, 'lost', 0, { ...state, cards });
  const chances = [...state.chances, chanceOf(current, action.guess)];
  keepOpen(deps, row, hiloMultiplier(chances), { cards, chances });
}
