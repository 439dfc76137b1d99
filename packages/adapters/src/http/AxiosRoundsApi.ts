import type { AxiosInstance } from 'axios';
import {
  DEFAULT_CURRENCY,
  err,
  moneyToMajor,
  type ApiResult,
  type CaseOffer,
  type CaseOpening,
  type Currency,
  type Round,
  type RoundAction,
  type RoundGame,
  type RoundStepRequest,
  type RoundsApi,
  type StartRoundRequest,
} from '@casino/core';
import { send } from './send.ts';
import {
  caseListSchema,
  currentRoundSchema,
  openingAnswerSchema,
  roundAnswerSchema,
} from './schemas/rounds.ts';

/** The three API bases the multi-step originals use (§7); each an absolute URL without a trailing slash. */
export interface RoundsApiBases {
  readonly miner: string;
  readonly cases: string;
  readonly general: string;
}

export interface AxiosRoundsApiOptions {
  readonly bases: RoundsApiBases;
  /** The logged-in player's currency: a round on the wire has none, its amounts are in the player's. */
  readonly playerCurrency: () => Currency | null;
}

/** Miner talks to the miner base, hilo to the general one (docs/contract.md, "Rounds"). */
const ROUND_BASE: Readonly<Record<RoundGame, keyof RoundsApiBases>> = { miner: 'miner', hilo: 'general' };

function wireAction(action: RoundAction): unknown {
  switch (action.kind) {
    case 'reveal':
      return { action: 'reveal', tile: action.tile };
    case 'skip':
      return { action: 'skip' };
    case 'guess':
      return { action: 'guess', guess: action.guess };
  }
}

/** Miner and hilo rounds and the cases over HTTP; every money step carries its idempotency key. */
export class AxiosRoundsApi implements RoundsApi {
  readonly #http: AxiosInstance;
  readonly #options: AxiosRoundsApiOptions;

  constructor(http: AxiosInstance, options: AxiosRoundsApiOptions) {
    this.#http = http;
    this.#options = options;
  }

  startRound({ start, stake, idempotencyKey }: StartRoundRequest): ApiResult<Round> {
    const data =
      start.game === 'miner'
        ? { amount: moneyToMajor(stake), params: { mines: start.mines } }
        : { amount: moneyToMajor(stake) };
    return send(
      this.#http,
      {
        method: 'post',
        baseURL: this.#base(start.game),
        url: `/games/${start.game}/rounds`,
        headers: { 'Idempotency-Key': idempotencyKey },
        data,
      },
      roundAnswerSchema(stake.currency, start.game),
    );
  }

  act(request: RoundStepRequest & { readonly action: RoundAction }): ApiResult<Round> {
    return this.#step(request, 'actions', wireAction(request.action));
  }

  cashOut(request: RoundStepRequest): ApiResult<Round> {
    return this.#step(request, 'cashout', undefined);
  }

  async currentRound(game: RoundGame): ApiResult<Round | null> {
    const currency = this.#options.playerCurrency();
    // No profile means no logged-in player whose round could be read.
    if (currency === null) return err({ kind: 'unauthorised' });
    return send(
      this.#http,
      { method: 'get', baseURL: this.#base(game), url: `/games/${game}/rounds/current` },
      currentRoundSchema(currency, game),
    );
  }

  listCases(): ApiResult<readonly CaseOffer[]> {
    // With a bearer the API answers in the player's currency; a visitor sees the site's default one.
    const currency = this.#options.playerCurrency() ?? DEFAULT_CURRENCY;
    return send(
      this.#http,
      { method: 'get', baseURL: this.#options.bases.cases, url: '/games/cases', params: { currency } },
      caseListSchema,
    );
  }

  openCase({
    slug,
    idempotencyKey,
  }: {
    readonly slug: string;
    readonly idempotencyKey: string;
  }): ApiResult<CaseOpening> {
    return send(
      this.#http,
      {
        method: 'post',
        baseURL: this.#options.bases.cases,
        url: `/games/cases/${encodeURIComponent(slug)}/open`,
        headers: { 'Idempotency-Key': idempotencyKey },
      },
      openingAnswerSchema,
    );
  }

  async #step(request: RoundStepRequest, path: 'actions' | 'cashout', data: unknown): ApiResult<Round> {
    const currency = this.#options.playerCurrency();
    if (currency === null) return err({ kind: 'unauthorised' });
    return send(
      this.#http,
      {
        method: 'post',
        baseURL: this.#base(request.game),
        url: `/games/${request.game}/rounds/${encodeURIComponent(request.roundId)}/${path}`,
        headers: { 'Idempotency-Key': request.idempotencyKey },
        ...(data !== undefined && { data }),
      },
      roundAnswerSchema(currency, request.game),
    );
  }

  #base(game: RoundGame): string {
    return this.#options.bases[ROUND_BASE[game]];
  }
}
