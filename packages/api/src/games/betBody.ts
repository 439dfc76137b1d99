import { validation, type FieldErrors } from '../http/errors.ts';
import { prepareBet, type InstantGame, type PreparedBet } from './games.ts';
import { toMinor } from '../money.ts';

/** A stake in major units with at most two decimals, as a positive safe integer of minor units. */
function stakeOf(amount: unknown): number | undefined {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return undefined;
  const minor = toMinor(amount);
  return minor !== undefined && Number.isSafeInteger(minor) && minor > 0 ? minor : undefined;
}

/**
 * A bet's body: `amount` and the game's `params`. Every fault is a 422 naming its field: `amount: ["required" |
 * "invalid"]`, `params` or `params.<path>: ["invalid"]`; a roulette `amount` that is not the sum of its chips is
 * `amount: ["invalid"]`.
 */
export function parseBet(
  game: InstantGame,
  body: Record<string, unknown>,
): { stakeMinor: number; bet: PreparedBet } {
  const errors: FieldErrors = {};
  const stakeMinor = stakeOf(body['amount']);
  if (stakeMinor === undefined) errors['amount'] = [body['amount'] == null ? 'required' : 'invalid'];
  const prepared = prepareBet(game, body['params']);
  if (!prepared.ok) {
    for (const issue of prepared.issues)
      errors[['params', ...issue.path.map(String)].join('.')] = ['invalid'];
  }
  if (stakeMinor === undefined || !prepared.ok) throw validation(errors);
  const chips = prepared.bet.chipStakes;
  if (chips && chips.reduce((sum, chip) => sum + chip, 0) !== stakeMinor)
    throw validation({ amount: ['invalid'] });
  return { stakeMinor, bet: prepared.bet };
}
