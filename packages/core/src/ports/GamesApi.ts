import type { Money } from '../domain/money.ts';
import type { ActiveSeedPair, BetParams, InstantGame, RevealedSeedPair, SettledBet } from '../games/bet.ts';
import type { ApiResult } from './AuthApi.ts';

export interface PlaceBetRequest {
  readonly params: BetParams;
  /** The whole stake; for roulette the sum of the chips. */
  readonly stake: Money;
  /** The same key repeats the same bet: the API answers the first result instead of betting twice. */
  readonly idempotencyKey: string;
}

export interface SeedState {
  readonly current: ActiveSeedPair;
  /** The last rotated pair, revealed, or null before the first rotation. */
  readonly previous: RevealedSeedPair | null;
}

export interface BetHistoryQuery {
  readonly cursor?: string;
  readonly limit?: number;
  readonly game?: InstantGame;
  /** Epoch milliseconds, inclusive. */
  readonly from?: number;
  /** Epoch milliseconds, exclusive. */
  readonly to?: number;
}

export interface BetHistoryPage {
  readonly bets: readonly SettledBet[];
  readonly nextCursor: string | null;
}

/** The instant games and the player's seed pair (docs/contract.md, "Games"), each game through its own API base (§7). */
export interface GamesApi {
  placeBet(request: PlaceBetRequest): ApiResult<SettledBet>;
  getSeeds(): ApiResult<SeedState>;
  /** Reveals the active pair and starts a new one (nonce 0), with the given client seed or a random one. */
  rotateSeeds(
    nextClientSeed?: string,
  ): ApiResult<{ readonly revealed: RevealedSeedPair; readonly current: ActiveSeedPair }>;
  changeClientSeed(clientSeed: string): ApiResult<ActiveSeedPair>;
  listBets(query: BetHistoryQuery): ApiResult<BetHistoryPage>;
  getBet(id: string): ApiResult<SettledBet>;
}
