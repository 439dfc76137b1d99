import { sanitizeAttributionValue } from '../domain/attribution.ts';
import type { DomainError } from '../domain/errors.ts';
import { fullPath, param, withoutParam } from '../domain/query.ts';
import { ok, type Result } from '../domain/result.ts';
import { isPlausibleToken } from '../domain/session.ts';
import type { User } from '../domain/user.ts';
import type { Analytics } from '../ports/Analytics.ts';
import type { CookieJar } from '../ports/CookieJar.ts';
import type { Navigation } from '../ports/Navigation.ts';
import type { SessionState } from '../ports/SessionState.ts';
import type { AttachAttribution } from './AttachAttribution.ts';
import type { LoadProfile } from './LoadProfile.ts';
import type { ReportClientIp } from './ReportClientIp.ts';

/** The query parameter that carries a simple-auth token. */
export const SIMPLE_AUTH_TOKEN_PARAM = 'token';

export interface SignInWithSimpleAuthDeps {
  readonly navigation: Pick<Navigation, 'current' | 'go'>;
  readonly cookies: Pick<CookieJar, 'get' | 'set'>;
  readonly session: Pick<SessionState, 'setToken'>;
  readonly loadProfile: Pick<LoadProfile, 'execute'>;
  readonly reportClientIp: Pick<ReportClientIp, 'execute'>;
  readonly attachAttribution: Pick<AttachAttribution, 'execute'>;
  readonly analytics: Pick<Analytics, 'identify'>;
}

/**
 * Simple auth (§4): a token in the query while the simpleAuth cookie is set becomes the session token and the
 * profile is loaded; the token is replaced by fresh_token if given, super_bonus stored, the client IP reported and
 * the attribution attached. A failed profile call clears the token cookie. The token leaves the address bar at once,
 * even when it is not used, so it is neither bookmarked nor sent on as a referrer. Resolves null when there is no
 * simple auth to do.
 */
export class SignInWithSimpleAuth {
  readonly #deps: SignInWithSimpleAuthDeps;

  constructor(deps: SignInWithSimpleAuthDeps) {
    this.#deps = deps;
  }

  async execute(): Promise<Result<User | null, DomainError>> {
    const { navigation, cookies, session, loadProfile } = this.#deps;
    const { path, query } = navigation.current();
    const token = param(query, SIMPLE_AUTH_TOKEN_PARAM);
    if (token === null) return ok(null);
    // Out of the address whatever happens next: a credential must not stay in history, bookmarks or screenshots.
    navigation.go(fullPath(path, withoutParam(query, SIMPLE_AUTH_TOKEN_PARAM)), { replace: true });
    if (cookies.get('simpleAuth') === null || !isPlausibleToken(token)) return ok(null);

    session.setToken(token);
    const profile = await loadProfile.execute();
    if (!profile.ok) return profile;
    const user = profile.value;
    if (user.freshToken !== null && isPlausibleToken(user.freshToken)) session.setToken(user.freshToken);
    const superBonus = sanitizeAttributionValue(user.superBonus);
    if (superBonus !== null) cookies.set('super_bonus', superBonus);
    this.#deps.analytics.identify(user.id);
    await Promise.all([this.#deps.reportClientIp.execute(), this.#deps.attachAttribution.execute()]);
    return ok(user);
  }
}
