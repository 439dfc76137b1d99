import type { AxiosInstance } from 'axios';
import {
  err,
  moneyToMajor,
  type ApiResult,
  type BetHistoryPage,
  type BetHistoryQuery,
  type BetParams,
  type Currency,
  type GamesApi,
  type InstantGame,
  type PlaceBetRequest,
  type RevealedSeedPair,
  type ActiveSeedPair,
  type SeedState,
  type SettledBet,
} from '@casino/core';
import { send } from './send.ts';
import {
  betPageSchema,
  betAnswerSchema,
  pairAnswerSchema,
  rotationSchema,
  seedStateSchema,
} from './schemas/games.ts';

/** The four API bases the games use (§7); each an absolute URL without a trailing slash. */
export interface GamesApiBases {
  readonly dice: string;
  readonly coinflip: string;
  readonly keno: string;
  readonly general: string;
}

export interface AxiosGamesApiOptions {
  readonly bases: GamesApiBases;
  /** The logged-in player's currency: a bet on the wire has none, its amounts are in the player's. */
  readonly playerCurrency: () => Currency | null;
}

/** Which base each game talks to (docs/contract.md, "Games", Bases): roulette and wheel share the general one. */
const GAME_BASE: Readonly<Record<InstantGame, keyof GamesApiBases>> = {
  dice: 'dice',
  coinflip: 'coinflip',
  keno: 'keno',
  roulette: 'general',
  wheel: 'general',
};

/** The bet's choice as the contract's `params`: dice targets as two-decimal numbers, chips in major units. */
function wireParams(params: BetParams): unknown {
  switch (params.game) {
    case 'dice':
      return { target: params.targetHundredths / 100, direction: params.direction };
    case 'coinflip':
      return { side: params.side };
    case 'roulette':
      return {
        chips: params.chips.map((chip) => ({
          kind: chip.kind,
          numbers: chip.numbers,
          amount: moneyToMajor(chip.amount),
        })),
      };
    case 'keno':
      return { picks: params.picks, risk: params.risk };
    case 'wheel':
      return { risk: params.risk, segments: params.segments };
  }
}

/** The instant games and the seed pair over HTTP, each game through its own base (§7). */
export class AxiosGamesApi implements GamesApi {
  readonly #http: AxiosInstance;
  readonly #options: AxiosGamesApiOptions;

  constructor(http: AxiosInstance, options: AxiosGamesApiOptions) {
    this.#http = http;
    this.#options = options;
  }

  placeBet({ params, stake, idempotencyKey }: PlaceBetRequest): ApiResult<SettledBet> {
    return send(
      this.#http,
      {
        method: 'post',
        baseURL: this.#options.bases[GAME_BASE[params.game]],
        url: `/games/${params.game}/bets`,
        headers: { 'Idempotency-Key': idempotencyKey },
        data: { amount: moneyToMajor(stake), params: wireParams(params) },
      },
      betAnswerSchema(stake.currency),
    );
  }

  getSeeds(): ApiResult<SeedState> {
    return send(this.#http, this.#general({ method: 'get', url: '/fairness/seeds' }), seedStateSchema);
  }

  rotateSeeds(
    nextClientSeed?: string,
  ): ApiResult<{ readonly revealed: RevealedSeedPair; readonly current: ActiveSeedPair }> {
    return send(
      this.#http,
      this.#general({
        method: 'post',
        url: '/fairness/rotate',
        data: nextClientSeed === undefined ? {} : { client_seed: nextClientSeed },
      }),
      rotationSchema,
    );
  }

  changeClientSeed(clientSeed: string): ApiResult<ActiveSeedPair> {
    return send(
      this.#http,
      this.#general({ method: 'put', url: '/fairness/client-seed', data: { client_seed: clientSeed } }),
      pairAnswerSchema,
    );
  }

  async listBets(query: BetHistoryQuery): ApiResult<BetHistoryPage> {
    const currency = this.#options.playerCurrency();
    // No profile means no logged-in player whose bets could be read.
    if (currency === null) return err({ kind: 'unauthorised' });
    const params = {
      ...(query.limit !== undefined && { limit: query.limit }),
      ...(query.cursor !== undefined && { cursor: query.cursor }),
      ...(query.game !== undefined && { game: query.game }),
      ...(query.from !== undefined && { from: new Date(query.from).toISOString() }),
      ...(query.to !== undefined && { to: new Date(query.to).toISOString() }),
    };
    return send(
      this.#http,
      this.#general({ method: 'get', url: '/games/bets', params }),
      betPageSchema(currency),
    );
  }

  async getBet(id: string): ApiResult<SettledBet> {
    const currency = this.#options.playerCurrency();
    if (currency === null) return err({ kind: 'unauthorised' });
    return send(
      this.#http,
      this.#general({ method: 'get', url: `/games/bets/${encodeURIComponent(id)}` }),
      betAnswerSchema(currency),
    );
  }

  #general<C extends object>(config: C): C & { baseURL: string } {
    return { ...config, baseURL: this.#options.bases.general };
  }
}
