import type { Deps } from '../deps.ts';
import { newToken } from '../security/tokens.ts';
import { createPlayer, findPlayerByEmail, NEW_PLAYER_FEATURES } from '../players/playerStore.ts';
import { findPromo, startActivation } from '../bonuses/promotionStore.ts';

export const SOCIAL_PROVIDERS = ['google', 'telegram', 'vk', 'yandex', 'steam'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** A consent started by `PUT /auth/login` is good for ten minutes and one answer. */
const STATE_TTL_MS = 10 * 60 * 1000;

export interface SocialPayload {
  promo: string | null;
  currency: string | null;
  region: string;
  tracking: Record<string, string | null>;
}

export interface SocialState {
  id: string;
  provider: string;
  origin: string;
  link_player_id: number | null;
  payload: string;
}

export function startSocialLogin(
  deps: Deps,
  provider: SocialProvider,
  origin: string,
  linkPlayerId: number | null,
  payload: SocialPayload,
): string {
  const id = newToken(24);
  deps.db.run(
    'INSERT INTO social_states (id, provider, origin, link_player_id, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    id,
    provider,
    origin,
    linkPlayerId,
    JSON.stringify(payload),
    deps.clock.now(),
  );
  return id;
}

export function liveSocialState(deps: Deps, id: string, provider: string): SocialState | undefined {
  return deps.db.get<SocialState>(
    `SELECT id, provider, origin, link_player_id, payload FROM social_states
     WHERE id = ? AND provider = ? AND consumed_at IS NULL AND created_at > ?`,
    id,
    provider,
    deps.clock.now() - STATE_TTL_MS,
  );
}

/**
 * The player behind a provider account: the one already linked, else the logged-in player who started the flow,
 * else a new account (its email taken from the provider when no one uses it yet).
 */
export function completeSocialLogin(
  deps: Deps,
  state: SocialState,
  account: string,
): { playerId: number; registered: boolean } {
  const now = deps.clock.now();
  return deps.db.transaction(() => {
    deps.db.run('UPDATE social_states SET consumed_at = ? WHERE id = ?', now, state.id);
    const linked = deps.db.get<{ player_id: number }>(
      'SELECT player_id FROM social_identities WHERE provider = ? AND subject = ?',
      state.provider,
      account,
    );
    if (linked) return { playerId: linked.player_id, registered: false };
    const payload = JSON.parse(state.payload) as SocialPayload;
    let playerId = state.link_player_id;
    const registered = playerId === null;
    if (playerId === null) {
      const emailFree = !findPlayerByEmail(deps.db, account);
      playerId = createPlayer(
        deps.db,
        {
          name: account.split('@')[0]?.slice(0, 32) || 'Player',
          email: emailFree ? account : null,
          currency: payload.currency,
          registerMethod: 'social',
          region: payload.region,
          features: NEW_PLAYER_FEATURES,
          isEmailVerified: emailFree,
        },
        now,
      );
      const promo = payload.promo ? findPromo(deps, payload.promo) : undefined;
      if (promo) startActivation(deps, playerId, promo);
    }
    deps.db.run(
      'INSERT INTO social_identities (provider, subject, player_id) VALUES (?, ?, ?)',
      state.provider,
      account,
      playerId,
    );
    return { playerId, registered };
  });
}

/** A consent the player refused: its state is spent, and no login follows. */
export function denySocialLogin(deps: Deps, state: SocialState): void {
  deps.db.run('UPDATE social_states SET consumed_at = ? WHERE id = ?', deps.clock.now(), state.id);
}
