import type { Deps } from '../deps.ts';
import { fromRoubles, share } from '../money.ts';
import { grantBonus } from '../money/bonusBalance.ts';
import { grantCampaignSpins } from './promotionStore.ts';

/**
 * The welcome pack's terms (issue 34, docs/contract.md "The welcome pack"). It opens with `WELCOME100`, its first
 * step's 100 %: a player who took that code gets step n on their n-th paid deposit, automatically and once: its
 * percent of the deposit (at most 30 000 ₽, scaled like the promo caps) to the bonus balance with a x20 wager over 7
 * days (the first step's is `WELCOME100` itself), and its free spins. A deposit that grants another promo code's bonus
 * gets that bonus instead of the step's.
 */
export const WELCOME_PACK_CODE = 'WELCOME100';
export const WELCOME_STEP_CAP_ROUBLES = 30_000;
export const WELCOME_STEP_WAGER = 20;
export const WELCOME_STEP_DAYS = 7;

interface Step {
  readonly percent: number;
  readonly free_spins: number;
}

/**
 * Pays the step matching this deposit, inside the payment's transaction (after the promo codes it granted, `granted`
 * saying whether it granted any); nothing without `WELCOME100` or after the fourth deposit.
 */
export function payWelcomeStep(
  deps: Deps,
  deposit: { readonly playerId: number; readonly amountMinor: number; readonly currency: string },
  granted: boolean,
): void {
  const { playerId } = deposit;
  const joined = deps.db.get(
    "SELECT id FROM bonus_activations WHERE player_id = ? AND promo_code = ? AND status = 'activated'",
    playerId,
    WELCOME_PACK_CODE,
  );
  if (!joined) return;
  const pack = deps.db.get<{ id: number; steps: string }>(
    'SELECT id, steps FROM welcome_packs ORDER BY id LIMIT 1',
  );
  if (!pack) return;
  const paid =
    deps.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM invoices WHERE player_id = ? AND status = 3',
      playerId,
    )?.n ?? 0;
  const steps = JSON.parse(pack.steps) as Step[];
  const step = steps[paid - 1];
  if (!step) return;
  if (paid > 1 && !granted) payStepBonus(deps, deposit, step.percent, `welcome:${pack.id}:${paid}`);
  if (step.free_spins === 0) return;
  // The pack's spins are the free-spin promo's campaign (the only one the local API runs).
  const campaign = deps.db.get<{ id: number }>(
    "SELECT c.id FROM promo_codes p JOIN free_spin_campaigns c ON c.id = p.campaign_id WHERE p.kind = 'free_spins' ORDER BY p.code LIMIT 1",
  );
  if (campaign) grantCampaignSpins(deps, playerId, campaign.id, step.free_spins);
}

function payStepBonus(
  deps: Deps,
  deposit: { readonly playerId: number; readonly amountMinor: number; readonly currency: string },
  percent: number,
  reference: string,
): void {
  const { playerId, amountMinor: depositMinor, currency } = deposit;
  const now = deps.clock.now();
  const bonus = Math.min(
    share(depositMinor, percent * 100),
    fromRoubles(WELCOME_STEP_CAP_ROUBLES * 100, currency),
  );
  grantBonus(deps, {
    playerId,
    amountMinor: bonus,
    wagerMinor: bonus * WELCOME_STEP_WAGER,
    expiresAt: now + WELCOME_STEP_DAYS * 86_400_000,
    currency,
    reference,
    at: now,
  });
}

export function welcomePacks(deps: Deps) {
  return deps.db.all<{ id: number; titles: string; steps: string }>(
    'SELECT * FROM welcome_packs ORDER BY id',
  );
}
