import { randomBytes } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { markPlayed } from './lobbyListStore.ts';

/** A launch lives this long: a page left open longer is launched again from the lobby. */
export const SESSION_LIFE_MS = 12 * 60 * 60_000;

export interface Launch {
  readonly playerId: number | null;
  /** The login session that launched a real-money game: the launch ends with it. Null for a demo launch. */
  readonly sessionId: number | null;
  readonly slug: string;
  readonly mode: 'demo' | 'play';
  readonly currency: string;
  readonly locale: string;
  readonly returnUrl: string;
}

/** Records the launch and answers its token; a player's launch also counts as recently played. */
export function createSession(deps: Deps, launch: Launch): { token: string; expiresAt: number } {
  const token = randomBytes(24).toString('hex');
  const now = deps.clock.now();
  const expiresAt = now + SESSION_LIFE_MS;
  deps.db.transaction(() => {
    deps.db.run(
      `INSERT INTO game_sessions (token, player_id, session_id, slug, mode, currency, locale, return_url, created_at,
       expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      token,
      launch.playerId,
      launch.sessionId,
      launch.slug,
      launch.mode,
      launch.currency,
      launch.locale,
      launch.returnUrl,
      now,
      expiresAt,
    );
    if (launch.playerId !== null) markPlayed(deps, launch.playerId, launch.slug);
  });
  return { token, expiresAt };
}

/**
 * Whether a launch may still start something with the player's money: its login session (if it has one) is neither
 * logged out nor revoked (a password change, a replayed refresh token). Settling a round already staked does not ask.
 */
export function launchIsLive(deps: Deps, token: string): boolean {
  const row = deps.db.get<{ session_id: number | null; revoked_at: number | null; found: number | null }>(
    `SELECT g.session_id, s.revoked_at, s.id AS found FROM game_sessions g LEFT JOIN sessions s ON s.id = g.session_id
     WHERE g.token = ?`,
    token,
  );
  if (!row) return false;
  return row.session_id === null || (row.found !== null && row.revoked_at === null);
}
