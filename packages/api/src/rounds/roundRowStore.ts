import type { Deps } from '../deps.ts';
import { MULTIPLIER_ONE } from '../games/game.ts';
import type { Guess } from './hilo.ts';
import { toMajor } from '../money.ts';
import { fairnessAnswer } from '../fairness/seedPairStore.ts';

export type RoundGame = 'miner' | 'hilo';
export type RoundStatus = 'open' | 'cashed_out' | 'lost';

export interface MinerState {
  revealed: number[];
  /** The mine that ended the round. */
  mine: number | null;
}

export interface HiloCardStep {
  card: number;
  action: 'start' | 'skip' | Guess;
  correct: boolean | null;
}

export interface HiloState {
  cards: HiloCardStep[];
  /** The chances, in thirteenths, of the correct guesses so far: the multiplier is their exact product. */
  chances: number[];
}

export interface RoundRow {
  id: number;
  player_id: number;
  game: RoundGame;
  status: RoundStatus;
  stake_minor: number;
  currency: string;
  params: string;
  mines: string | null;
  state: string;
  multiplier: number;
  payout_minor: number;
  pair_id: number;
  client_seed: string;
  nonce: number;
  created_at: number;
  finished_at: number | null;
  server_seed_hashed: string;
  pair_server_seed: string;
  pair_active: number;
}

const ROUND_SELECT = `SELECT r.*, p.server_seed_hashed, p.server_seed AS pair_server_seed, p.active AS pair_active
  FROM rounds r JOIN seed_pairs p ON p.id = r.pair_id`;

export function findRound(deps: Deps, playerId: number, game: RoundGame, id: number): RoundRow | undefined {
  return deps.db.get<RoundRow>(
    `${ROUND_SELECT} WHERE r.id = ? AND r.player_id = ? AND r.game = ?`,
    id,
    playerId,
    game,
  );
}

export function openRound(deps: Deps, playerId: number, game: RoundGame): RoundRow | undefined {
  return deps.db.get<RoundRow>(
    `${ROUND_SELECT} WHERE r.player_id = ? AND r.game = ? AND r.status = 'open'`,
    playerId,
    game,
  );
}

export function roundById(deps: Deps, id: number): RoundRow {
  const row = deps.db.get<RoundRow>(`${ROUND_SELECT} WHERE r.id = ?`, id);
  if (!row) throw new Error(`round ${id} vanished inside its transaction`);
  return row;
}

/** The wire's state: a miner round shows its mines only once it is finished. */
function stateAnswer(row: RoundRow) {
  if (row.game === 'miner') {
    const state = JSON.parse(row.state) as MinerState;
    const mines = row.status === 'open' || row.mines === null ? null : (JSON.parse(row.mines) as number[]);
    return { revealed: state.revealed, mine: state.mine, mines };
  }
  const state = JSON.parse(row.state) as HiloState;
  return {
    cards: state.cards,
    skips: state.cards.filter((card) => card.action === 'skip').length,
    guesses: state.chances.length,
  };
}

/** The Round of docs/contract.md; `balance` is the player's right after the step that answers. */
export function roundAnswer(deps: Deps, row: RoundRow, balanceMinor: number | null) {
  return {
    id: String(row.id),
    game: row.game,
    status: row.status,
    amount: toMajor(row.stake_minor),
    multiplier: row.multiplier / MULTIPLIER_ONE,
    payout: toMajor(row.payout_minor),
    params: JSON.parse(row.params) as unknown,
    state: stateAnswer(row),
    fairness: fairnessAnswer(row),
    balance: balanceMinor === null ? null : toMajor(balanceMinor),
    created_at: deps.clock.iso(row.created_at),
    finished_at: row.finished_at === null ? null : deps.clock.iso(row.finished_at),
  };
}

export type RoundAnswer = ReturnType<typeof roundAnswer>;
