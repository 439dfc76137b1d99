import type { Deps } from '../deps.ts';
import { errorText } from '../deps.ts';
import { settleWithdrawal } from './withdrawalStore.ts';
import { insertDecision, pendingBefore, verificationOf } from './payoutStore.ts';
import { holdReasons } from './payoutRules.ts';

export type PayoutOutcome = 'paid' | 'rejected';

/**
 * A decision on one pending withdrawal, in one transaction with its settlement: the withdrawal moves only from
 * pending and the decision row is keyed by the withdrawal, so a decision taken twice (a job run twice, an operator
 * who clicks twice, a restart in between) pays or returns the money once.
 */
export function decidePayout(
  deps: Deps,
  id: number,
  outcome: PayoutOutcome,
  decidedBy: string,
  options: { readonly reason?: string | null; readonly at?: number } = {},
): 'decided' | 'not_pending' | 'not_found' {
  return deps.db.transaction(() => {
    const settled = settleWithdrawal(deps, id, outcome, null, options.at ?? null);
    if (settled !== 'settled') return settled;
    insertDecision(deps, { withdrawalId: id, outcome, decidedBy, reason: options.reason ?? null });
    return 'decided';
  });
}

/**
 * One run of the payout processor: every pending withdrawal (of one player, or all) whose cooling period has ended
 * and that no rule holds for an operator is paid, as of the end of its cooling period. Its state is the withdrawals
 * table, so a restart loses nothing; running it again pays nothing twice. Answers how many it paid.
 */
export function runPayouts(deps: Deps, playerId: number | null = null): number {
  const cooling = deps.config.backOffice.payoutCoolingMs;
  const due = pendingBefore(deps, deps.clock.now() - cooling, playerId);
  let paid = 0;
  for (const row of due) {
    if (holdReasons(deps, row).length > 0) continue;
    // Paid as of when it became due: the end of its cooling period, or the approval of the identity check if that
    // came later (a withdrawal asked for before the check was passed).
    const verifiedAt = verificationOf(deps, row.player_id)?.updatedAt ?? 0;
    const at = Math.min(Math.max(row.created_at + cooling, verifiedAt), deps.clock.now());
    if (decidePayout(deps, row.id, 'paid', 'processor', { at }) === 'decided') paid += 1;
  }
  return paid;
}

/**
 * The processor as a job: once at start (what came due while the server was stopped is paid at once), then every
 * `payoutEveryMs`; errors are logged and the next run tries again. Returns its stop.
 */
export function startPayoutProcessor(deps: Deps): () => void {
  const run = () => {
    try {
      const paid = runPayouts(deps);
      if (paid > 0) deps.log(`[payouts] ${paid} withdrawal(s) paid by the processor`);
    } catch (error) {
      deps.warn(`[payouts] run failed: ${errorText(error)}`);
    }
  };
  run();
  const timer = setInterval(run, deps.config.backOffice.payoutEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
