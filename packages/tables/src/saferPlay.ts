/** The limits a player sets (docs/contract.md, "Safer play"): money limits a day, a week, a month; the session. */
export const LIMIT_KINDS = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'wager_day',
  'wager_week',
  'wager_month',
  'session_minutes',
] as const;

/** A day is the player's calendar day; a week and a month are rolling windows of this many days back from now. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const ROLLING_WINDOW_DAYS = { week: 7, month: 30 } as const;

/** A time-out is a short break, in days; a self-exclusion a long one, in calendar months. */
export const TIME_OUT_DAYS = { '24h': 1, week: 7, month: 30 } as const;
export const SELF_EXCLUSION_MONTHS = { '6months': 6, year: 12, '5years': 60 } as const;
