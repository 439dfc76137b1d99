import type { DomainError } from '../domain/errors.ts';
import { ok, type Result } from '../domain/result.ts';
import { isPlausibleToken } from '../domain/session.ts';
import type { User } from '../domain/user.ts';
import type { Analytics } from '../ports/Analytics.ts';
import type { CookieJar } from '../ports/CookieJar.ts';
import type { SessionState } from '../ports/SessionState.ts';
import type { LoadProfile } from './LoadProfile.ts';

export interface RestoreSessionDeps {
  readonly cookies: Pick<CookieJar, 'get'>;
  readonly session: Pick<SessionState, 'token' | 'setToken' | 'clear'>;
  readonly loadProfile: Pick<LoadProfile, 'execute'>;
  readonly analytics: Pick<Analytics, 'identify'>;
}

/**
 * At start (§4): a bearer token stored in the `token` cookie means logged in, and the profile is fetched. A failed
 * profile fetch is a local logout with the token cookie cleared, and so is a cookie that is not token-shaped.
 * Resolves null for an anonymous visitor.
 */
export class RestoreSession {
  readonly #deps: RestoreSessionDeps;

  constructor(deps: RestoreSessionDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<Result<User | null, DomainError>> {
    const { cookies, session, loadProfile, analytics } = this.#deps;
    const token = session.token ?? cookies.get('token');
    if (token === null) return ok(null);
    if (!isPlausibleToken(token)) {
      session.clear();
      return ok(null);
    }
    if (session.token !== token) session.setToken(token);
    const profile = await loadProfile.execute();
    if (profile.ok) analytics.identify(profile.value.id);
    return profile;
  }
}
