import type { DomainError } from '../domain/errors.ts';
import { err, type Result } from '../domain/result.ts';
import type { BreakRequest, MoneyApi } from '../ports/MoneyApi.ts';
import type { Exclusion } from '../saferPlay/exclusions.ts';

export interface TakeBreakDeps {
  readonly moneyApi: Pick<MoneyApi, 'takeBreak'>;
}

/**
 * A time-out or a self-exclusion (issue 18), confirmed with the password. It cannot be lifted early, so an empty
 * password is refused here before anything is sent; the API checks the password itself.
 */
export class TakeBreak {
  readonly #deps: TakeBreakDeps;

  constructor(deps: TakeBreakDeps) {
    this.#deps = deps;
  }

  execute(request: BreakRequest): Promise<Result<Exclusion, DomainError>> {
    if (request.password.length === 0)
      return Promise.resolve(err({ kind: 'validation', fields: { password: ['required'] } }));
    return this.#deps.moneyApi.takeBreak(request);
  }
}
