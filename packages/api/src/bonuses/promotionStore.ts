import type { Deps } from '../deps.ts';
import { fromRoubles, share } from '../money.ts';
import { grantBonus } from '../money/bonusBalance.ts';

export interface PromoRow {
  code: string;
  kind: 'deposit_percent' | 'free_spins';
  names: string;
  descriptions: string;
  percent: number | null;
  cap_minor: number | null;
  wager: number;
  campaign_id: number | null;
  valid_seconds: number;
  public: number;
}

export function findPromo(deps: Deps, code: string): PromoRow | undefined {
  return deps.db.get<PromoRow>('SELECT * FROM promo_codes WHERE code = ?', code.trim());
}

/** A promo given at registration waits for the first deposit to be granted (`waiting-reg-and-dep`). */
export function startActivation(deps: Deps, playerId: number, promo: PromoRow): void {
  const now = deps.clock.now();
  deps.db.run(
    `INSERT INTO bonus_activations (player_id, promo_code, status, created_at, expires_at)
     VALUES (?, ?, 'waiting', ?, ?)`,
    playerId,
    promo.code,
    now,
    now + promo.valid_seconds * 1000,
  );
}

/** Why a player may not take a promo now (issue 38, item 5): one bonus at a time, and each code once. */
export type PromoRefusal = 'bonus_already_active' | 'promo_already_used';

/**
 * A promo is refused when the player already used it, or when another bonus is active: another code waiting for a
 * deposit, or a bonus balance still being wagered. The same code waiting again is no refusal (taking it is idempotent).
 */
export function promoRefusal(deps: Deps, playerId: number, promo: PromoRow): PromoRefusal | null {
  const used = deps.db.get(
    "SELECT id FROM bonus_activations WHERE player_id = ? AND promo_code = ? AND status = 'activated'",
    playerId,
    promo.code,
  );
  if (used) return 'promo_already_used';
  if (waitingActivations(deps, playerId).some((waiting) => waiting.code !== promo.code))
    return 'bonus_already_active';
  const wagering = deps.db.get<{ wager_left_minor: number; bonus_balance_minor: number }>(
    'SELECT wager_left_minor, bonus_balance_minor FROM players WHERE id = ?',
    playerId,
  );
  return wagering && wagering.wager_left_minor > 0 && wagering.bonus_balance_minor > 0
    ? 'bonus_already_active'
    : null;
}

/**
 * A logged-in player takes a promo code: it waits for their next deposit, which grants it. Refused before any money
 * moves, so a deposit is never made on the promise of a bonus that will not be granted.
 */
export function takePromo(
  deps: Deps,
  playerId: number,
  promo: PromoRow,
):
  { readonly ok: true; readonly expiresAt: number } | { readonly ok: false; readonly refusal: PromoRefusal } {
  return deps.db.transaction(() => {
    const refusal = promoRefusal(deps, playerId, promo);
    if (refusal) return { ok: false, refusal } as const;
    const waiting = waitingActivations(deps, playerId).find((row) => row.code === promo.code);
    if (waiting) return { ok: true, expiresAt: waiting.expires_at } as const;
    startActivation(deps, playerId, promo);
    return { ok: true, expiresAt: deps.clock.now() + promo.valid_seconds * 1000 } as const;
  });
}

export function waitingActivations(deps: Deps, playerId: number) {
  return deps.db.all<PromoRow & { expires_at: number; activation_id: number }>(
    `SELECT p.*, a.expires_at, a.id AS activation_id FROM bonus_activations a JOIN promo_codes p ON p.code = a.promo_code
     WHERE a.player_id = ? AND a.status = 'waiting' AND a.expires_at > ? ORDER BY a.id`,
    playerId,
    deps.clock.now(),
  );
}

/**
 * Grants what a first deposit unlocks, inside the payment's transaction: a deposit bonus (percent of the deposit,
 * capped, credited to the bonus balance with a wagering requirement) or a campaign's free spins.
 */
export function grantDepositBonuses(
  deps: Deps,
  playerId: number,
  depositMinor: number,
  currency: string,
): boolean {
  const now = deps.clock.now();
  const waiting = waitingActivations(deps, playerId);
  for (const promo of waiting) {
    if (promo.kind === 'deposit_percent' && promo.percent !== null) {
      const bonus = Math.min(
        share(depositMinor, promo.percent * 100),
        // The cap is set in roubles: "up to 30 000 ₽" is 300 $ or €, 150 000 ₸ (the promo's description says so).
        promo.cap_minor === null ? Number.MAX_SAFE_INTEGER : fromRoubles(promo.cap_minor, currency),
      );
      grantBonus(deps, {
        playerId,
        amountMinor: bonus,
        wagerMinor: bonus * promo.wager,
        // The bonus's days ("wager x20 within 7 days") run from its grant; the expiry job removes it then.
        expiresAt: now + promo.valid_seconds * 1000,
        currency,
        reference: `promo:${promo.code}`,
        // One grant per activation: the code is the history's link, the activation its one effect.
        key: `bonus:activation:${promo.activation_id}`,
        at: now,
      });
    }
    if (promo.kind === 'free_spins' && promo.campaign_id !== null)
      grantCampaignSpins(deps, playerId, promo.campaign_id);
    deps.db.run(
      "UPDATE bonus_activations SET status = 'activated', activated_at = ? WHERE id = ?",
      now,
      promo.activation_id,
    );
  }
  return waiting.length > 0;
}

/** A campaign's spins for the player: its own count, or `count` (a welcome pack step's). */
export function grantCampaignSpins(deps: Deps, playerId: number, campaignId: number, count?: number): void {
  const campaign = deps.db.get<{ game_id: number; spins: number; expiration_at: number }>(
    'SELECT game_id, spins, expiration_at FROM free_spin_campaigns WHERE id = ?',
    campaignId,
  );
  if (!campaign) return;
  deps.db.run(
    'INSERT INTO free_spins (player_id, campaign_id, game_id, count, expiration_at) VALUES (?, ?, ?, ?, ?)',
    playerId,
    campaignId,
    campaign.game_id,
    count ?? campaign.spins,
    campaign.expiration_at,
  );
}

/** The promos offered to everyone, with their names and how long one waits once taken. */
export function publicPromos(deps: Deps) {
  return deps.db.all<{ names: string; valid_seconds: number }>(
    'SELECT names, valid_seconds FROM promo_codes WHERE public = 1 ORDER BY code',
  );
}

/** Whether the player has taken this promo before (waiting, granted or lapsed). */
export function promoTaken(deps: Deps, playerId: number, code: string): boolean {
  return (
    deps.db.get('SELECT id FROM bonus_activations WHERE player_id = ? AND promo_code = ?', playerId, code) !==
    undefined
  );
}
