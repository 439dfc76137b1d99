import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../deps.ts';
import { requireAuth } from '../http/auth.ts';
import { activeBonusOf, expireBonuses } from '../money/bonusBalance.ts';
import { toMajor } from '../money.ts';
import { WAGER_WEIGHTS } from '../money/wagering.ts';

/** How often the expiry job looks for bonuses past their days (a read of the progress runs it too). */
export const BONUS_EXPIRY_EVERY_MS = 60_000;

/** The bonus expiry job: runs until the returned stop is called; a second run finds nothing left to remove. */
export function startBonusExpiry(deps: Deps): () => void {
  const timer = setInterval(() => expireBonuses(deps), BONUS_EXPIRY_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The bonus engine's figures (issue 34, docs/contract.md "Bonuses"): the weights and a player's progress. */
export function bonusProgressRoutes(app: Hono<AppEnv>, deps: Deps): void {
  /** The published table: the percent of a stake that counts towards wagering, by game group. */
  app.get('/bonus-system/wagering-weights', (c) => c.json({ data: WAGER_WEIGHTS }));

  /** The running bonus, or null: its amount, what was wagered of what is required, and when it expires. */
  app.get('/profile/bonus', (c) => {
    const auth = requireAuth(c, deps);
    expireBonuses(deps);
    const bonus = activeBonusOf(deps, auth.playerId);
    if (!bonus) return c.json({ data: null });
    return c.json({
      data: {
        amount: toMajor(bonus.amount_minor),
        currency: bonus.currency,
        wagered: toMajor(Math.min(bonus.wagered_minor, bonus.wager_required_minor)),
        required: toMajor(bonus.wager_required_minor),
        expires_at: deps.clock.iso(bonus.expires_at),
        expires_in: Math.max(0, Math.floor((bonus.expires_at - deps.clock.now()) / 1000)),
      },
    });
  });
}
