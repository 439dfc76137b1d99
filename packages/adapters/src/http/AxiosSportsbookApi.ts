import type { AxiosInstance } from 'axios';
import type {
  ApiResult,
  PlaceSportsBetAnswer,
  PlaceSportsBetRequest,
  SportEvent,
  SportsBet,
  SportsbookApi,
} from '@casino/core';
import { z } from 'zod/mini';
import { send } from './send.ts';
import {
  betListSchema,
  eventListSchema,
  eventAnswerSchema,
  placedAnswerSchema,
  refusedAnswerSchema,
} from './schemas/sports.ts';

/** A placed bet (200) or the two refusals the slip acts on (409); any other answer is an error as usual. */
const placeAnswerSchema = z.union([placedAnswerSchema, refusedAnswerSchema]);

/** The sportsbook over HTTP (docs/contract.md, "Sportsbook"); a bet carries its idempotency key. */
export class AxiosSportsbookApi implements SportsbookApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  listEvents(): ApiResult<readonly SportEvent[]> {
    return send(this.#http, { method: 'get', url: '/sports/events' }, eventListSchema);
  }

  getEvent(id: string): ApiResult<SportEvent> {
    return send(
      this.#http,
      { method: 'get', url: `/sports/events/${encodeURIComponent(id)}` },
      eventAnswerSchema,
    );
  }

  placeBet(request: PlaceSportsBetRequest): ApiResult<PlaceSportsBetAnswer> {
    return send(
      this.#http,
      {
        method: 'post',
        url: '/sports/bets',
        headers: { 'Idempotency-Key': request.idempotencyKey },
        data: {
          amount: request.stakeMinor / 100,
          odds_change: request.preference,
          legs: request.legs.map((leg) => ({ selection_id: leg.selectionId, odds: leg.odds })),
        },
        validateStatus: (status) => (status >= 200 && status < 300) || status === 409,
      },
      placeAnswerSchema,
    );
  }

  listBets(status: 'open' | 'settled' | null): ApiResult<readonly SportsBet[]> {
    return send(
      this.#http,
      { method: 'get', url: '/sports/bets', params: status === null ? {} : { status } },
      betListSchema,
    );
  }
}
