/** The kinds of money movement the history lists (docs/contract.md, "History"). */
export const LEDGER_KINDS = [
  'deposit',
  'withdrawal',
  'withdrawal_return',
  'bet',
  'win',
  'bonus',
  'bonus_release',
  'tournament_prize',
  'free_spin_win',
  'rollback',
  'cashback',
] as const;
