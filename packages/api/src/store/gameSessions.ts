import { randomBytes } from 'node:crypto';
import type { Deps } from '../deps.ts';

/** A launch lives this long: a page left open longer is launched again from the lobby. */
export const SESSION_LIFE_MS = 12 * 60 * 60_000;

export interface Launch {
  readonly playerId: number | null;
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
      `INSERT INTO game_sessions (token, player_id, slug, mode, currency, locale, return_url, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      token,
      launch.playerId,
      launch.slug,
      launch.mode,
      launch.currency,
      launch.locale,
      launch.returnUrl,
      now,
      expiresAt,
    );
    if (launch.playerId !== null) {
      deps.db.run(
        `INSERT INTO game_recent (player_id, slug, played_at) VALUES (?, ?, ?)
         ON CONFLICT (player_id, slug) DO UPDATE SET played_at = excluded.played_at`,
        launch.playerId,
        launch.slug,
        now,
      );
    }
  });
  return { token, expiresAt };
}
