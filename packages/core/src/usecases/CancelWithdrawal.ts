import type { DomainError } from '../domain/errors.ts';
import type { Result } from '../domain/result.ts';
import type { MoneyApi, Withdrawal } from '../ports/MoneyApi.ts';
import type { LoadProfile } from './LoadProfile.ts';

export interface CancelWithdrawalDeps {
  readonly moneyApi: Pick<MoneyApi, 'cancelWithdrawal'>;
  readonly loadProfile: Pick<LoadProfile, 'execute'>;
}

/**
 * Cancels a pending withdrawal (issue 18): the API returns the hold once, however often this is asked, and the
 * profile is read again so the header shows the balance with the hold back in it.
 */
export class CancelWithdrawal {
  readonly #deps: CancelWithdrawalDeps;

  constructor(deps: CancelWithdrawalDeps) {
    this.#deps = deps;
  }

  async execute(id: string): Promise<Result<Withdrawal, DomainError>> {
    const result = await this.#deps.moneyApi.cancelWithdrawal(id);
    if (result.ok) await this.#deps.loadProfile.execute();
    return result;
  }
}
