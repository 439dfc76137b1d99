/**
 * Why the live socket refused a command (docs/contract.md, "Live games"): the codes of a `reply` with `ok: false`.
 * The client shows each in words.
 */
export const LIVE_REFUSAL_CODES = [
  'unauthenticated',
  'balance_not_enough',
  'below_min',
  'above_max',
  'not_offered',
  'betting_closed',
  'already_bet',
  'round_busted',
  'no_open_bet',
  'room_full',
  'joins_closed',
  'limit_exceeded',
  'timed_out',
  'self_excluded',
  'idempotency_key_reused',
  'invalid',
] as const;
