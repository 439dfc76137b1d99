import type { Currency } from '../domain/currency.ts';
import type { DomainError } from '../domain/errors.ts';
import { err, ok, type Result } from '../domain/result.ts';
import type { SportsbookApi } from '../ports/SportsbookApi.ts';
import type { BetSlip, SlipRefusal } from './betSlip.ts';
import { decideOddsChange, type OddsChangePreference } from './oddsChange.ts';
import type { SportsBet } from './sportsTypes.ts';

export type PlaceSportsBetOutcome =
  | { readonly kind: 'placed'; readonly bet: SportsBet; readonly balanceMinor: number }
  /** Odds moved past the preference: the slip now holds the new odds; the player is asked before trying again. */
  | { readonly kind: 'oddsChanged'; readonly moved: number }
  /** A market closed: the slip marks its leg suspended. */
  | { readonly kind: 'suspended'; readonly selectionId: string };

export type PlaceSportsBetError =
  | { readonly kind: 'slip'; readonly refusal: SlipRefusal }
  | { readonly kind: 'api'; readonly error: DomainError };

/**
 * Places the slip (issue 20): checks it against the limits of the player's currency; when the slip already shows odds
 * that moved past the preference it asks first, without a call; otherwise sends it with one idempotency key (a retry
 * of the same attempt reuses it). A refusal for moved odds or a closed market updates the slip; a placed bet clears
 * the legs (the stake stays for the next one).
 */
export class PlaceSportsBet {
  readonly #api: Pick<SportsbookApi, 'placeBet'>;
  readonly #newKey: () => string;

  constructor(api: Pick<SportsbookApi, 'placeBet'>, newKey: () => string) {
    this.#api = api;
    this.#newKey = newKey;
  }

  async execute(
    slip: BetSlip,
    currency: Currency,
    preference: OddsChangePreference,
    /** The odds the player last agreed to, by selection; a leg absent here was agreed at its slip odds. */
    agreed: ReadonlyMap<string, number>,
    key: string = this.#newKey(),
  ): Promise<Result<PlaceSportsBetOutcome, PlaceSportsBetError>> {
    const checked = slip.check(currency);
    if (!checked.ok) return err({ kind: 'slip', refusal: checked.error });
    const sent = checked.value.legs.map((leg) => ({
      sent: agreed.get(leg.selectionId) ?? leg.odds,
      current: leg.odds,
    }));
    const decision = decideOddsChange(preference, sent);
    if (!decision.accept) return ok({ kind: 'oddsChanged', moved: decision.moved.length });
    const answer = await this.#api.placeBet({
      legs: checked.value.legs.map((leg) => ({ selectionId: leg.selectionId, odds: leg.odds })),
      stakeMinor: checked.value.stakeMinor,
      preference,
      idempotencyKey: key,
    });
    if (!answer.ok) return err({ kind: 'api', error: answer.error });
    const result = answer.value;
    if (result.kind === 'oddsChanged') {
      for (const leg of result.legs) {
        const current = slip.legs.find((one) => one.selectionId === leg.selectionId);
        if (current) slip.updatePrice(leg.selectionId, leg.odds ?? current.odds, leg.odds === null);
      }
      return ok({ kind: 'oddsChanged', moved: result.legs.length });
    }
    if (result.kind === 'suspended') {
      const current = slip.legs.find((one) => one.selectionId === result.selectionId);
      if (current) slip.updatePrice(result.selectionId, current.odds, true);
      return ok(result);
    }
    slip.clear();
    return ok(result);
  }
}
