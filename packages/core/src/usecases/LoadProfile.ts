import { sanitizeAttributionValue } from '../domain/attribution.ts';
import type { DomainError } from '../domain/errors.ts';
import type { Result } from '../domain/result.ts';
import type { User } from '../domain/user.ts';
import type { CookieJar } from '../ports/CookieJar.ts';
import type { ProfileApi } from '../ports/ProfileApi.ts';
import type { SessionState } from '../ports/SessionState.ts';

export interface LoadProfileDeps {
  readonly profileApi: Pick<ProfileApi, 'getUser'>;
  readonly cookies: Pick<CookieJar, 'get'>;
  readonly session: Pick<SessionState, 'epoch' | 'isCurrent' | 'setUser' | 'clear'>;
}

/**
 * Fetches the profile for the stored token (§4), asking with whoAreYou = the super_bonus cookie when set (§7).
 * A failure is a local logout with the token cookie cleared (§8). An answer for a session that has ended or changed
 * while it was under way is dropped and answered as unauthorised: it neither brings the old player back nor logs out
 * the new one, and no caller goes on to identify that player or store their fresh_token.
 */
export class LoadProfile {
  readonly #deps: LoadProfileDeps;

  constructor(deps: LoadProfileDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<Result<User, DomainError>> {
    const whoAreYou = sanitizeAttributionValue(this.#deps.cookies.get('super_bonus')) ?? undefined;
    const askedIn = this.#deps.session.epoch;
    const result = await this.#deps.profileApi.getUser(whoAreYou);
    // Not this session's answer: nothing is applied, and the caller must not carry on as if it were.
    if (!this.#deps.session.isCurrent(askedIn)) return { ok: false, error: { kind: 'unauthorised' } };
    if (result.ok) this.#deps.session.setUser(result.value);
    else this.#deps.session.clear();
    return result;
  }
}
