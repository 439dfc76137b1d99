import { err, ok, type Result } from '../domain/result.ts';
import { INSTANT_GAMES, type BetParams } from './bet.ts';
import { isCoinSide } from './coinflip/coinflip.ts';
import { validateDiceChoice } from './dice/dice.ts';
import { isKenoRisk, validateKenoPicks } from './keno/keno.ts';
import { validateRouletteChips } from './roulette/roulette.ts';
import { isWheelRisk, isWheelSegments } from './wheel/wheel.ts';

/** Which part of a choice is not a legal bet; the API names the same fields as `params.<field>`. */
export type BetChoiceField =
  'game' | 'target' | 'direction' | 'side' | 'chips' | 'picks' | 'risk' | 'segments';

const fail = (field: BetChoiceField): Result<never, BetChoiceField> => err(field);

/**
 * Whether the player's choice is a bet the game offers (docs/fairness.md): a dice chance of 0.01 %..98 %, a coin side,
 * 1 to 50 chips each a bet of the roulette layout, 1 to 10 distinct keno squares and a risk, a wheel risk and size.
 * Typed params can still carry values from a hostile source, so every field is checked.
 */
export function validateBetChoice(params: BetParams): Result<BetParams, BetChoiceField> {
  if (!(INSTANT_GAMES as readonly string[]).includes(params.game)) return fail('game');
  switch (params.game) {
    case 'dice': {
      const choice = validateDiceChoice(params.targetHundredths, params.direction);
      return choice.ok ? ok(params) : fail(choice.error);
    }
    case 'coinflip':
      return isCoinSide(params.side) ? ok(params) : fail('side');
    case 'roulette':
      return validateRouletteChips(params.chips).ok ? ok(params) : fail('chips');
    case 'keno':
      if (!validateKenoPicks(params.picks).ok) return fail('picks');
      return isKenoRisk(params.risk) ? ok(params) : fail('risk');
    case 'wheel':
      if (!isWheelRisk(params.risk)) return fail('risk');
      return isWheelSegments(params.segments) ? ok(params) : fail('segments');
  }
}
