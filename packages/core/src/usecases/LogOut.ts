import type { DomainError } from '../domain/errors.ts';
import { ok, type Result } from '../domain/result.ts';
import type { Analytics } from '../ports/Analytics.ts';
import type { AuthApi } from '../ports/AuthApi.ts';
import type { SessionState } from '../ports/SessionState.ts';
import type { ShareSessionAcrossTabs } from './ShareSessionAcrossTabs.ts';

export interface LogOutDeps {
  readonly authApi: Pick<AuthApi, 'logout'>;
  readonly session: Pick<SessionState, 'token' | 'clear'>;
  readonly analytics: Pick<Analytics, 'reset'>;
  /** The site's other open tabs, which share the session and are logged out with it. */
  readonly otherTabs: Pick<ShareSessionAcrossTabs, 'announce'>;
}

/**
 * Logging out (§4): token and user cleared and the analytics person reset to anonymous at once, then PUT /auth/logout
 * with the token the session had; the other open tabs are told, as they share the session. Local first, so a slow or lost server call (or a tab closed meanwhile) never leaves
 * the player logged in on this browser; the result only says whether the server heard it.
 */
export class LogOut {
  readonly #deps: LogOutDeps;

  constructor(deps: LogOutDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<Result<void, DomainError>> {
    const token = this.#deps.session.token;
    this.#deps.session.clear();
    this.#deps.analytics.reset();
    if (token === null) return ok(undefined);
    this.#deps.otherTabs.announce({ kind: 'loggedOut' });
    return this.#deps.authApi.logout(token);
  }
}
