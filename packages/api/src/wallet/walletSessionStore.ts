import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';

/** A launch as the wallet sees it (docs/contract.md, "Provider games"). */
export interface GameSession {
  readonly token: string;
  readonly player_id: number | null;
  readonly slug: string;
  readonly mode: 'demo' | 'play';
  readonly currency: string;
  readonly locale: string;
  readonly return_url: string;
  readonly expires_at: number;
}

export const walletError = (status: number, message: string) => new ApiError(status, { message });

/** The live session of a token; an unknown or expired one is refused, as is a demo one for money. */
export function sessionOf(deps: Deps, token: string): GameSession {
  const session = deps.db.get<GameSession>('SELECT * FROM game_sessions WHERE token = ?', token);
  if (!session || session.expires_at <= deps.clock.now()) throw walletError(404, 'session_not_found');
  return session;
}

/**
 * The launch a credit or a rollback names, live or not: a round the wallet holds is finished (paid or given back)
 * whenever the provider gets to it, even after the launch has lapsed, so no stake is left debited for good.
 */
export function settlingSessionOf(deps: Deps, token: string): GameSession {
  const session = deps.db.get<GameSession>('SELECT * FROM game_sessions WHERE token = ?', token);
  if (!session) throw walletError(404, 'session_not_found');
  return session;
}

export function playerOf(session: GameSession): number {
  if (session.player_id === null) throw walletError(409, 'demo_session');
  return session.player_id;
}
