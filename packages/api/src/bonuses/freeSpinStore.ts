import type { Deps } from '../deps.ts';

/** The free spins a player holds (grants of a campaign or of a promo) and the campaigns they come from. */

/** Every grant of the player not cancelled, spent or lapsed ones included, soonest to lapse first. */
export function freeSpinsOf(deps: Deps, playerId: number) {
  return deps.db.all<{
    id: number;
    campaign_id: number | null;
    game_id: number;
    count: number;
    expiration_at: number;
  }>(
    'SELECT id, campaign_id, game_id, count, expiration_at FROM free_spins WHERE player_id = ? AND cancelled_at IS NULL ORDER BY expiration_at',
    playerId,
  );
}

/** The player's grants of one game that can still be spun now. */
export function liveFreeSpins(deps: Deps, playerId: number, slug: string) {
  return deps.db.all<{ id: number; count: number; expiration_at: number }>(
    `SELECT id, count, expiration_at FROM free_spins
     WHERE player_id = ? AND cancelled_at IS NULL AND count > 0 AND expiration_at > ?
       AND game_id = (SELECT id FROM games WHERE slug = ?) ORDER BY expiration_at, id`,
    playerId,
    deps.clock.now(),
    slug,
  );
}

export function campaignById(deps: Deps, id: number) {
  return deps.db.get<{ id: number; titles: string; game_id: number; spins: number; expiration_at: number }>(
    'SELECT * FROM free_spin_campaigns WHERE id = ?',
    id,
  );
}

/** The player gives up a campaign's spins (again: nothing changes). */
export function cancelCampaign(deps: Deps, playerId: number, campaignId: number): void {
  deps.db.run(
    'UPDATE free_spins SET cancelled_at = ? WHERE player_id = ? AND campaign_id = ? AND cancelled_at IS NULL',
    deps.clock.now(),
    playerId,
    campaignId,
  );
}
