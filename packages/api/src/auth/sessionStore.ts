import type { Deps } from '../deps.ts';
import { digest, newToken } from '../security/tokens.ts';

export interface SessionTokens {
  readonly sessionId: number;
  readonly accessToken: string;
  readonly refreshToken: string;
}

export interface Authenticated {
  readonly playerId: number;
  readonly sessionId: number;
  /** A simple-auth token: good for one profile call, which hands out a fresh session. */
  readonly singleUse: boolean;
  readonly accessToken: string;
}

const SIMPLE_AUTH_TTL_SECONDS = 86_400;

function issueTokens(deps: Deps, sessionId: number): SessionTokens {
  const now = deps.clock.now();
  const accessToken = newToken();
  const refreshToken = newToken();
  deps.db.run(
    'INSERT INTO access_tokens (token_hash, session_id, expires_at) VALUES (?, ?, ?)',
    digest(accessToken),
    sessionId,
    now + deps.config.accessTtlSeconds * 1000,
  );
  deps.db.run(
    'INSERT INTO refresh_tokens (token_hash, session_id, expires_at) VALUES (?, ?, ?)',
    digest(refreshToken),
    sessionId,
    now + deps.config.refreshTtlSeconds * 1000,
  );
  return { sessionId, accessToken, refreshToken };
}

/** A new session for a player who just proved who they are. */
export function openSession(deps: Deps, playerId: number, method: string): SessionTokens {
  const now = deps.clock.now();
  return deps.db.transaction(() => {
    deps.db.run('DELETE FROM access_tokens WHERE expires_at < ?', now - 86_400_000);
    const sessionId = deps.db.run(
      'INSERT INTO sessions (player_id, method, created_at) VALUES (?, ?, ?)',
      playerId,
      method,
      now,
    ).lastId;
    return issueTokens(deps, sessionId);
  });
}

/** A simple-auth token (§4): one use, exchanged by the profile call for a regular session. */
export function openSimpleAuth(deps: Deps, playerId: number): string {
  const now = deps.clock.now();
  const token = newToken();
  deps.db.transaction(() => {
    const sessionId = deps.db.run(
      'INSERT INTO sessions (player_id, method, created_at) VALUES (?, ?, ?)',
      playerId,
      'simple_auth',
      now,
    ).lastId;
    deps.db.run(
      'INSERT INTO access_tokens (token_hash, session_id, expires_at, single_use) VALUES (?, ?, ?, 1)',
      digest(token),
      sessionId,
      now + SIMPLE_AUTH_TTL_SECONDS * 1000,
    );
  });
  return token;
}

export function authenticate(deps: Deps, accessToken: string): Authenticated | undefined {
  const row = deps.db.get<{ player_id: number; session_id: number; single_use: number }>(
    `SELECT s.player_id, a.session_id, a.single_use FROM access_tokens a JOIN sessions s ON s.id = a.session_id
     WHERE a.token_hash = ? AND a.expires_at > ? AND s.revoked_at IS NULL`,
    digest(accessToken),
    deps.clock.now(),
  );
  if (!row) return undefined;
  return { playerId: row.player_id, sessionId: row.session_id, singleUse: row.single_use === 1, accessToken };
}

/** Trades a simple-auth token for a regular session of the same player; the simple token stops working. */
export function exchangeSimpleAuth(deps: Deps, auth: Authenticated): SessionTokens {
  return deps.db.transaction(() => {
    deps.db.run('DELETE FROM access_tokens WHERE token_hash = ?', digest(auth.accessToken));
    deps.db.run("UPDATE sessions SET method = 'simple_auth_exchanged' WHERE id = ?", auth.sessionId);
    return issueTokens(deps, auth.sessionId);
  });
}

export type RefreshOutcome =
  | { readonly kind: 'rotated'; readonly tokens: SessionTokens; readonly playerId: number }
  /** A spent token came back: it was copied, so the whole session (every token of its family) is ended. */
  | { readonly kind: 'reused' }
  | { readonly kind: 'refused' };

/**
 * Refresh with rotation: the presented refresh token is spent and a new pair is issued in the same session, whose
 * tokens form one family. An expired or unknown token is refused. A spent one means two parties hold the family (the
 * player and whoever copied a token), and the server cannot tell which is which: the session is revoked, so both
 * must log in again, and the one who knows the password is the one who gets back in.
 */
export function rotateRefresh(deps: Deps, refreshToken: string): RefreshOutcome {
  const now = deps.clock.now();
  return deps.db.transaction((): RefreshOutcome => {
    const row = deps.db.get<{ session_id: number; player_id: number; rotated_at: number | null }>(
      `SELECT r.session_id, s.player_id, r.rotated_at FROM refresh_tokens r JOIN sessions s ON s.id = r.session_id
       WHERE r.token_hash = ? AND r.expires_at > ? AND s.revoked_at IS NULL`,
      digest(refreshToken),
      now,
    );
    if (!row) return { kind: 'refused' };
    if (row.rotated_at !== null) {
      revokeSession(deps, row.session_id);
      return { kind: 'reused' };
    }
    deps.db.run('UPDATE refresh_tokens SET rotated_at = ? WHERE token_hash = ?', now, digest(refreshToken));
    return { kind: 'rotated', tokens: issueTokens(deps, row.session_id), playerId: row.player_id };
  });
}

export function sessionOfRefresh(deps: Deps, refreshToken: string): number | undefined {
  return deps.db.get<{ session_id: number }>(
    'SELECT session_id FROM refresh_tokens WHERE token_hash = ?',
    digest(refreshToken),
  )?.session_id;
}

export function revokeSession(deps: Deps, sessionId: number): void {
  deps.db.run(
    'UPDATE sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
    deps.clock.now(),
    sessionId,
  );
}

/** After a password change or reset every other device has to log in again. */
export function revokePlayerSessions(deps: Deps, playerId: number, exceptSessionId?: number): void {
  deps.db.run(
    'UPDATE sessions SET revoked_at = ? WHERE player_id = ? AND revoked_at IS NULL AND id != ?',
    deps.clock.now(),
    playerId,
    exceptSessionId ?? -1,
  );
}
