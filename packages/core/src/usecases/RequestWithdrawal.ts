import type { Currency } from '../domain/currency.ts';
import type { DomainError } from '../domain/errors.ts';
import { err, type Result } from '../domain/result.ts';
import { BET_RETRY_DELAYS_MS } from '../domain/timing.ts';
import { checkWithdrawal, type PayoutMethodKind, type WithdrawalRejection } from '../money/withdrawal.ts';
import type { Clock } from '../ports/Clock.ts';
import type { MoneyApi, Withdrawal } from '../ports/MoneyApi.ts';
import type { Randomness } from '../ports/Randomness.ts';
import type { LoadProfile } from './LoadProfile.ts';

export interface RequestWithdrawalDeps {
  readonly moneyApi: Pick<MoneyApi, 'requestWithdrawal'>;
  readonly randomness: Pick<Randomness, 'id'>;
  readonly clock: Pick<Clock, 'setTimeout'>;
  /** Read again once the amount is held, so the balance on screen drops with it. */
  readonly loadProfile: Pick<LoadProfile, 'execute'>;
}

export interface WithdrawalForm {
  readonly currency: Currency;
  readonly balanceMinor: number;
  readonly verificationNeeded: boolean;
  readonly method: { readonly hash: string; readonly kind: PayoutMethodKind; readonly name: string };
  readonly amountMinor: number;
  readonly destination: string;
  /** An unfinished bonus runs, and whether the player confirmed the warning that the request forfeits it. */
  readonly bonusAtStake?: boolean;
  readonly bonusForfeitConfirmed?: boolean;
}

export type RequestWithdrawalFailure =
  DomainError | { readonly kind: 'rejected'; readonly rejection: WithdrawalRejection };

/**
 * A withdrawal request (issue 18): the §9 rules checked first, then one key for the request and its retries, so a
 * request lost to the network is sent again without the amount being held twice.
 */
export class RequestWithdrawal {
  readonly #deps: RequestWithdrawalDeps;

  constructor(deps: RequestWithdrawalDeps) {
    this.#deps = deps;
  }

  async execute(form: WithdrawalForm): Promise<Result<Withdrawal, RequestWithdrawalFailure>> {
    const checked = checkWithdrawal({ ...form, method: form.method });
    if (!checked.ok) return err({ kind: 'rejected', rejection: checked.error });
    const request = {
      methodHash: form.method.hash,
      amountMinor: form.amountMinor,
      destination: form.destination.trim(),
      idempotencyKey: this.#deps.randomness.id(),
      ...(form.bonusAtStake === true && { forfeitBonus: true }),
    };
    let result = await this.#deps.moneyApi.requestWithdrawal(request);
    for (const delay of BET_RETRY_DELAYS_MS) {
      if (result.ok || result.error.kind !== 'network') break;
      await new Promise<void>((resolve) => this.#deps.clock.setTimeout(resolve, delay));
      result = await this.#deps.moneyApi.requestWithdrawal(request);
    }
    if (result.ok) await this.#deps.loadProfile.execute();
    return result;
  }
}
