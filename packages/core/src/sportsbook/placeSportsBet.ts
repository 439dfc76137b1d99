import type { Currency } from '../domain/currency.ts';
import type { DomainError } from '../domain/errors.ts';
import { err, ok, type Result } from '../domain/result.ts';
import type { SportsbookApi } from '../ports/SportsbookApi.ts';
import type { BetSlip, SlipRefusal } from './betSlip.ts';
import type { OddsChangeLeg, OddsChangePreference } from './oddsChange.ts';
import type { SportsBet } from './sportsTypes.ts';

export type PlaceSportsBetOutcome =
  | { readonly kind: 'placed'; readonly bet: SportsBet; readonly balanceMinor: number }
  /** Odds moved past the preference: the slip now holds the new odds; the player is asked before trying again. */
  | { readonly kind: 'oddsChanged'; readonly changes: readonly OddsChangeLeg[] }
  /** A market closed: the slip marks its leg suspended. */
  | { readonly kind: 'suspended'; readonly selectionId: string };

export type PlaceSportsBetError =
  | { readonly kind: 'slip'; readonly refusal: SlipRefusal }
  | { readonly kind: 'api'; readonly error: DomainError };

/**
 * Places the slip (issues 20 and 38): checks it against the limits of the player's currency and sends it at the odds
 * it shows now (the line keeps them current) with the player's odds-change preference, which the API applies when it
 * takes the bet; one idempotency key per attempt (a retry of the same attempt reuses it). A refusal for moved odds
 * puts the new odds on the slip, with the version of the event they are from (a frame of the line older than the
 * answer does not undo them), and says which legs moved, from what to what; a closed market marks its leg; a placed
 * bet clears the legs (the stake stays for the next one).
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
    key: string = this.#newKey(),
  ): Promise<Result<PlaceSportsBetOutcome, PlaceSportsBetError>> {
    const checked = slip.check(currency);
    if (!checked.ok) return err({ kind: 'slip', refusal: checked.error });
    const legs = checked.value.legs.map((leg) => ({ selectionId: leg.selectionId, odds: leg.odds }));
    const answer = await this.#api.placeBet({
      legs,
      stakeMinor: checked.value.stakeMinor,
      preference,
      idempotencyKey: key,
    });
    if (!answer.ok) return err({ kind: 'api', error: answer.error });
    const result = answer.value;
    if (result.kind === 'oddsChanged') {
      const changes: OddsChangeLeg[] = [];
      for (const moved of result.legs) {
        const sent = legs.find((leg) => leg.selectionId === moved.selectionId);
        if (!sent) continue;
        changes.push({ selectionId: moved.selectionId, from: sent.odds, to: moved.odds });
        slip.updatePrice(moved.selectionId, moved.odds ?? sent.odds, moved.odds === null, moved.version);
      }
      return ok({ kind: 'oddsChanged', changes });
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
