import { addMoney, subtractMoney } from '../../domain/money.ts';
import { err, type Result } from '../../domain/result.ts';
import { isValidCase } from '../../games/cases/cases.ts';
import type { CaseOffer, CaseOpening } from '../../games/cases/caseOffer.ts';
import type { RoundFailure } from './RoundFailure.ts';
import { applyBalance, sendStep } from './sendStep.ts';
import type { RoundDeps } from './StartRound.ts';

/**
 * The case catalogue from the API, and one opening (issue 16): the price must be in the player's currency and within
 * the balance; the request keeps one idempotency key across its retries, so a lost answer never opens twice.
 * With `holdPayout` the balance shows the price taken, and the item's value is added on `releasePayout` once the
 * reel has stopped on it (issue 38).
 */
export class OpenCase {
  readonly #deps: RoundDeps;
  readonly #held = new Map<string, { readonly opening: CaseOpening; readonly epoch: number }>();

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

  async execute(
    offer: CaseOffer,
    options: { readonly holdPayout?: boolean } = {},
  ): Promise<Result<CaseOpening, RoundFailure>> {
    const user = this.#deps.session.user;
    if (user && user.balance.currency !== offer.price.currency)
      return err({ kind: 'stakeRejected', rejection: { reason: 'invalid_amount' } });
    if (user && user.balance.minor < offer.price.minor) return err({ kind: 'insufficientBalance' });
    await this.#deps.useOwnClientSeed?.ensure();
    const request = { slug: offer.slug, idempotencyKey: this.#deps.randomness.id() };
    const result = await sendStep(this.#deps, () => this.#deps.roundsApi.openCase(request));
    if (!result.ok) return result;
    const opening = result.value;
    const held = options.holdPayout === true && opening.balance !== null && opening.payout.minor > 0;
    applyBalance(
      this.#deps,
      held && opening.balance ? subtractMoney(opening.balance, opening.payout) : opening.balance,
    );
    if (held) this.#held.set(opening.id, { opening, epoch: this.#deps.session.epoch });
    return result;
  }

  /** Adds a held item's value to the balance as it is now; nothing when none is held or the session changed. */
  releasePayout(opening: Pick<CaseOpening, 'id'>): void {
    const held = this.#held.get(opening.id);
    if (!held) return;
    this.#held.delete(opening.id);
    const { session } = this.#deps;
    const user = session.user;
    if (session.epoch !== held.epoch || !user || user.balance.currency !== held.opening.payout.currency)
      return;
    applyBalance(this.#deps, addMoney(user.balance, held.opening.payout));
  }
}
