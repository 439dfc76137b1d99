import type { DomainError } from '../domain/errors.ts';
import type { Result } from '../domain/result.ts';
import type { MoneyApi, Withdrawal } from '../ports/MoneyApi.ts';

export interface ListWithdrawalsDeps {
  readonly moneyApi: Pick<MoneyApi, 'listWithdrawals'>;
}

/** The player's withdrawals, newest first, the pending ones first of all: those are the ones they may cancel. */
export class ListWithdrawals {
  readonly #deps: ListWithdrawalsDeps;

  constructor(deps: ListWithdrawalsDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<Result<readonly Withdrawal[], DomainError>> {
    const result = await this.#deps.moneyApi.listWithdrawals();
    if (!result.ok) return result;
    const pendingFirst = [...result.value].sort(
      (a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'),
    );
    return { ok: true, value: pendingFirst };
  }
}
