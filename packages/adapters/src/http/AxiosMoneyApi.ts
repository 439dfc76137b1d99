import type { AxiosInstance } from 'axios';
import {
  err,
  moneyToMajor,
  type ApiResult,
  type BreakRequest,
  type Currency,
  type DomainError,
  type Exclusion,
  type HistoryPage,
  type HistoryQuery,
  type LimitKind,
  type MoneyApi,
  type Result,
  type SaferPlayState,
  type Withdrawal,
  type WithdrawalRequest,
} from '@casino/core';
import { send } from './send.ts';
import {
  breakAnswerSchema,
  historyCsvSchema,
  historyPageSchema,
  limitAnswerSchema,
  saferPlaySchema,
  withdrawalAnswerSchema,
  withdrawalListSchema,
} from './schemas/money.ts';

export interface AxiosMoneyApiOptions {
  /** The logged-in player's currency: limits and withdrawal amounts travel without one. */
  readonly playerCurrency: () => Currency | null;
}

/** How many withdrawals the page lists (the contract's most). */
const WITHDRAWAL_LIST_LIMIT = 100;

const PATHS = {
  withdrawals: '/api/v2/billing/withdrawals',
  timeOut: '/profile/time-out',
  selfExclusion: '/profile/self-exclusion',
} as const;

function historyParams(query: HistoryQuery): Record<string, string | number> {
  return {
    ...(query.kind !== undefined && { kind: query.kind }),
    ...(query.from !== undefined && { from: query.from }),
    ...(query.to !== undefined && { to: query.to }),
    ...(query.cursor !== undefined && { cursor: query.cursor }),
    ...(query.limit !== undefined && { limit: query.limit }),
  };
}

/** Withdrawals, the money history and safer play over HTTP (docs/contract.md, "Money"). */
export class AxiosMoneyApi implements MoneyApi {
  readonly #http: AxiosInstance;
  readonly #options: AxiosMoneyApiOptions;

  constructor(http: AxiosInstance, options: AxiosMoneyApiOptions) {
    this.#http = http;
    this.#options = options;
  }

  async requestWithdrawal(request: WithdrawalRequest): Promise<Result<Withdrawal, DomainError>> {
    const currency = this.#options.playerCurrency();
    if (currency === null) return err({ kind: 'unauthorised' });
    return send(
      this.#http,
      {
        method: 'post',
        url: PATHS.withdrawals,
        headers: { 'Idempotency-Key': request.idempotencyKey },
        data: {
          method: request.methodHash,
          amount: moneyToMajor({ minor: request.amountMinor, currency }),
          destination: request.destination,
          ...(request.forfeitBonus === true && { forfeit_bonus: true }),
        },
      },
      withdrawalAnswerSchema,
    );
  }

  listWithdrawals(): ApiResult<readonly Withdrawal[]> {
    return send(
      this.#http,
      { method: 'get', url: PATHS.withdrawals, params: { limit: WITHDRAWAL_LIST_LIMIT } },
      withdrawalListSchema,
    );
  }

  cancelWithdrawal(id: string): ApiResult<Withdrawal> {
    return send(
      this.#http,
      { method: 'post', url: `${PATHS.withdrawals}/${encodeURIComponent(id)}/cancel` },
      withdrawalAnswerSchema,
    );
  }

  getHistory(query: HistoryQuery): ApiResult<HistoryPage> {
    return send(
      this.#http,
      { method: 'get', url: '/profile/history', params: historyParams(query) },
      historyPageSchema,
    );
  }

  exportHistory(query: Omit<HistoryQuery, 'cursor' | 'limit'>): ApiResult<string> {
    return send(
      this.#http,
      { method: 'get', url: '/profile/history.csv', params: historyParams(query), responseType: 'text' },
      historyCsvSchema,
    );
  }

  async getSaferPlay(): ApiResult<SaferPlayState> {
    const currency = this.#options.playerCurrency();
    if (currency === null) return err({ kind: 'unauthorised' });
    return send(this.#http, { method: 'get', url: '/profile/safer-play' }, saferPlaySchema(currency));
  }

  async setLimit(kind: LimitKind, value: number | null): Promise<Result<void, DomainError>> {
    const currency = this.#options.playerCurrency();
    if (currency === null) return err({ kind: 'unauthorised' });
    const wire =
      value === null || kind === 'session_minutes' ? value : moneyToMajor({ minor: value, currency });
    return send(
      this.#http,
      { method: 'put', url: `/profile/limits/${kind}`, data: { value: wire } },
      limitAnswerSchema(currency),
    );
  }

  takeBreak(request: BreakRequest): ApiResult<Exclusion> {
    return send(
      this.#http,
      {
        method: 'post',
        url: request.kind === 'time_out' ? PATHS.timeOut : PATHS.selfExclusion,
        data: { period: request.period, password: request.password },
      },
      breakAnswerSchema,
    );
  }
}
