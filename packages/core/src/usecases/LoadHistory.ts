import type { DomainError } from '../domain/errors.ts';
import type { Result } from '../domain/result.ts';
import { dayAfter, historyRange, type HistoryPage, type MovementKind } from '../money/history.ts';
import type { MoneyApi } from '../ports/MoneyApi.ts';

/** What the player picked: a kind (or all) and a range of calendar days, both ends included, either open. */
export interface HistoryFilter {
  readonly kind: MovementKind | null;
  /** yyyy-mm-dd or empty. */
  readonly fromDay: string;
  /** yyyy-mm-dd or empty; the whole day counts. */
  readonly toDay: string;
}

export const HISTORY_PAGE_SIZE = 50;

/** The API query of a filter: a malformed day is left out, "to" moves to the next day's start (exclusive). */
export function historyQueryOf(filter: HistoryFilter) {
  const range = historyRange(filter.fromDay, filter.toDay);
  return {
    ...(filter.kind !== null && { kind: filter.kind }),
    ...(range.from !== undefined && { from: range.from }),
    ...(range.to !== undefined && { to: dayAfter(range.to) }),
  };
}

export interface LoadHistoryDeps {
  readonly moneyApi: Pick<MoneyApi, 'getHistory'>;
}

/** One page of the money history (issue 18), newest first; the next page is asked for with the previous cursor. */
export class LoadHistory {
  readonly #deps: LoadHistoryDeps;

  constructor(deps: LoadHistoryDeps) {
    this.#deps = deps;
  }

  execute(filter: HistoryFilter, cursor: string | null = null): Promise<Result<HistoryPage, DomainError>> {
    return this.#deps.moneyApi.getHistory({
      ...historyQueryOf(filter),
      limit: HISTORY_PAGE_SIZE,
      ...(cursor !== null && { cursor }),
    });
  }
}
