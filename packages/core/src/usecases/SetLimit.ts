import type { DomainError } from '../domain/errors.ts';
import { err, ok, type Result } from '../domain/result.ts';
import type { Clock } from '../ports/Clock.ts';
import type { MoneyApi } from '../ports/MoneyApi.ts';
import { requestLimitChange, type LimitState } from '../saferPlay/limits.ts';

export interface SetLimitDeps {
  readonly moneyApi: Pick<MoneyApi, 'setLimit'>;
  readonly clock: Pick<Clock, 'now'>;
}

/**
 * Sets, raises or removes a limit (issue 18). The API decides; the answer here is what the page shows at once: a
 * tighter limit in force, or a looser one pending for 24 hours.
 */
export class SetLimit {
  readonly #deps: SetLimitDeps;

  constructor(deps: SetLimitDeps) {
    this.#deps = deps;
  }

  async execute(state: LimitState, next: number | null): Promise<Result<LimitState, DomainError>> {
    if (next !== null && (!Number.isSafeInteger(next) || next <= 0))
      return err({ kind: 'validation', fields: { value: ['invalid'] } });
    const saved = await this.#deps.moneyApi.setLimit(state.kind, next);
    if (!saved.ok) return saved;
    return ok(requestLimitChange(state, next, this.#deps.clock.now()));
  }
}
