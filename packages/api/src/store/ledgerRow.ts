import type { Deps } from '../deps.ts';

/** A ledger row (`transactions`) of a bet, a round, a case or a provider's wallet call, with the balance it left. */
export function ledger(
  deps: Deps,
  playerId: number,
  kind: 'bet' | 'win' | 'free_spin_win' | 'rollback',
  amountMinor: number,
  currency: string,
  reference: string,
  balanceAfterMinor: number,
  now: number = deps.clock.now(),
): void {
  deps.db.run(
    `INSERT INTO transactions (player_id, kind, amount_minor, currency, status, reference, created_at,
       balance_after_minor)
     VALUES (?, ?, ?, ?, 'success', ?, ?, ?)`,
    playerId,
    kind,
    amountMinor,
    currency,
    reference,
    now,
    balanceAfterMinor,
  );
}
