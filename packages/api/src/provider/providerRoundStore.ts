import type { Deps } from '../deps.ts';
import type { SpinView } from './slotRounds.ts';
import type { WalletSession } from './walletClient.ts';

/** The provider's own record of its slot rounds (table `provider_rounds`). */

export function openRound(
  deps: Deps,
  token: string,
  session: WalletSession,
  stake: number,
  freeSpinsId: number | null,
): string {
  const id = deps.db.run(
    `INSERT INTO provider_rounds (token, slug, mode, stake_minor, payout_minor, free_spins_id, status, spins, created_at)
     VALUES (?, ?, ?, ?, 0, ?, 'open', '[]', ?)`,
    token,
    session.slug,
    session.mode,
    stake,
    freeSpinsId,
    deps.clock.now(),
  ).lastId;
  return `r${id}`;
}

export function closeRound(
  deps: Deps,
  roundId: string,
  status: string,
  spins: SpinView[],
  payout: number,
): void {
  deps.db.run(
    'UPDATE provider_rounds SET status = ?, spins = ?, payout_minor = ? WHERE id = ?',
    status,
    JSON.stringify(spins),
    payout,
    Number(roundId.slice(1)),
  );
}
