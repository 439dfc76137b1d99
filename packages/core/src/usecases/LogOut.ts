import type { DomainError } from '../domain/errors.ts';
import type { Result } from '../domain/result.ts';
import type { Analytics } from '../ports/Analytics.ts';
import type { AuthApi } from '../ports/AuthApi.ts';
import type { SessionState } from '../ports/SessionState.ts';

export interface LogOutDeps {
  readonly authApi: Pick<AuthApi, 'logout'>;
  readonly session: Pick<SessionState, 'clear'>;
  readonly analytics: Pick<Analytics, 'reset'>;
}

/**
 * Logging out (§4): PUT /auth/logout, then token and user cleared and the analytics person reset to anonymous. The
 * local logout happens even when the server call fails; the result only says whether the server heard it.
 */
export class LogOut {
  readonly #deps: LogOutDeps;

  constructor(deps: LogOutDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<Result<void, DomainError>> {
    const result = await this.#deps.authApi.logout();
    this.#deps.session.clear();
    this.#deps.analytics.reset();
    return result;
  }
}
