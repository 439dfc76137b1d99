import type { Deps } from '../deps.ts';
import { fairnessAnswer } from '../fairness/seedPairStore.ts';
import { toMajor } from '../money.ts';
import { MULTIPLIER_ONE } from './game.ts';
import type { InstantGame } from './games.ts';

/**
 * An instant bet as the Bet of docs/contract.md, from its row: the answer to a bet placed (`betStore.ts`) and each bet
 * of the history (`betHistoryStore.ts`).
 */

/** A bet row with what its answer needs of its pair. */
export interface BetRow {
  id: number;
  player_id: number;
  game: InstantGame;
  stake_minor: number;
  currency: string;
  payout_minor: number;
  multiplier: number;
  params: string;
  outcome: string;
  pair_id: number;
  client_seed: string;
  nonce: number;
  idempotency_key: string;
  created_at: number;
  server_seed_hashed: string;
  pair_server_seed: string;
  pair_active: number;
}

type AnswerFields = Pick<
  BetRow,
  | 'id'
  | 'game'
  | 'stake_minor'
  | 'payout_minor'
  | 'multiplier'
  | 'params'
  | 'outcome'
  | 'server_seed_hashed'
  | 'client_seed'
  | 'nonce'
  | 'pair_server_seed'
  | 'pair_active'
  | 'created_at'
>;

/** The Bet of docs/contract.md; the server seed shows once the bet's pair is rotated. */
export function betAnswer(deps: Deps, row: AnswerFields, balanceMinor: number | null) {
  return {
    id: String(row.id),
    game: row.game,
    amount: toMajor(row.stake_minor),
    payout: toMajor(row.payout_minor),
    multiplier: row.multiplier / MULTIPLIER_ONE,
    params: JSON.parse(row.params) as unknown,
    outcome: JSON.parse(row.outcome) as unknown,
    fairness: fairnessAnswer(row),
    balance: balanceMinor === null ? null : toMajor(balanceMinor),
    created_at: deps.clock.iso(row.created_at),
  };
}

export type BetAnswer = ReturnType<typeof betAnswer>;
