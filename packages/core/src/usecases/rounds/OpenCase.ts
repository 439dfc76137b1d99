import { err, type Result } from '../../domain/result.ts';
import { isValidCase } from '../../games/cases/cases.ts';
import type { CaseOffer, CaseOpening } from '../../games/cases/caseOffer.ts';
import type { RoundFailure } from './RoundFailure.ts';
import { applyBalance, sendStep } from './sendStep.ts';
import type { RoundDeps } from './StartRound.ts';

/**
 * The case catalogue from the API, and one opening (issue 16): the price must be in the player's currency and within
 * the balance; the request keeps one idempotency key across its retries, so a lost answer never opens twice.
 */
export class OpenCase {
  readonly #deps: RoundDeps;

  constructor(deps: RoundDeps) {
    this.#deps = deps;
  }

  /**
   * The published cases whose items make a drawable case; any other is left out. The catalogue is public (a visitor
   * sees it in the site's currency), so it is asked for without a session.
   */
  async catalogue(): Promise<Result<readonly CaseOffer[], RoundFailure>> {
    const result = await this.#deps.roundsApi.listCases();
    if (!result.ok) return result;
    return { ok: true, value: result.value.filter((offer) => isValidCase(offer.items)) };
  }

  async execute(offer: CaseOffer): Promise<Result<CaseOpening, RoundFailure>> {
    const user = this.#deps.session.user;
    if (user && user.balance.currency !== offer.price.currency)
      return err({ kind: 'stakeRejected', rejection: { reason: 'invalid_amount' } });
    if (user && user.balance.minor < offer.price.minor) return err({ kind: 'insufficientBalance' });
    const request = { slug: offer.slug, idempotencyKey: this.#deps.randomness.id() };
    const result = await sendStep(this.#deps, () => this.#deps.roundsApi.openCase(request));
    if (result.ok) applyBalance(this.#deps, result.value.balance);
    return result;
  }
}
