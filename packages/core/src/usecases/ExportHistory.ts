import type { DomainError } from '../domain/errors.ts';
import type { Result } from '../domain/result.ts';
import type { MoneyApi } from '../ports/MoneyApi.ts';
import { historyQueryOf, type HistoryFilter } from './LoadHistory.ts';

export interface ExportHistoryDeps {
  readonly moneyApi: Pick<MoneyApi, 'exportHistory'>;
}

/** The money history of a filter as the API's CSV (issue 18): the same rows the pages show, in one file. */
export class ExportHistory {
  readonly #deps: ExportHistoryDeps;

  constructor(deps: ExportHistoryDeps) {
    this.#deps = deps;
  }

  execute(filter: HistoryFilter): Promise<Result<string, DomainError>> {
    return this.#deps.moneyApi.exportHistory(historyQueryOf(filter));
  }
}
