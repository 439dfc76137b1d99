import type { DomainError } from '../../domain/errors.ts';
import type { StakeRejection } from '../../domain/limits.ts';
import type { Round } from '../../games/rounds/round.ts';
import type { IllegalAction } from './roundRules.ts';

export type RoundFailure =
  | DomainError
  | { readonly kind: 'stakeRejected'; readonly rejection: StakeRejection }
  | { readonly kind: 'illegalAction'; readonly reason: IllegalAction }
  /**
   * The round changed elsewhere (another tab finished it, or one is open already): `round` is the player's open round
   * of the game now, or null, for the page to show instead.
   */
  | { readonly kind: 'roundChanged'; readonly round: Round | null };
