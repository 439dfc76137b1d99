import type { DomainError } from '../domain/errors.ts';
import type { Result } from '../domain/result.ts';
import { withQueryParam, wellFormedTarget } from '../domain/safeUrl.ts';

/** The query parameter that carries the page to come back to when the session ends on the SSO site. */
export const SSO_RETURN_PARAM = 'redirect';

export interface SessionRefresherDeps {
  /**
   * POST /auth/refresh-token. A 401 on this call must come back as the `unauthorised` error, never as a refresh.
   * `sentToken` is the access token the refused request carried (the cross-tab refresh compares it with the shared one).
   */
  refresh(sentToken?: string): Promise<Result<{ readonly accessToken: string }, DomainError>>;
  /** Stores the new token. */
  onRefreshed(accessToken: string): void;
  /** Clears token and user (local logout). */
  onLoggedOut(): void;
  /**
   * The session now: its number (SessionState.epoch), or null when nobody is logged in. A refresh answers only the
   * session that asked: a logout during it, or a logout and another login, must not be undone or ended by its answer.
   */
  currentSession(): number | null;
  /** The current SSO link, if any; vetted against the host allow-list when it was stored. */
  ssoLink(): string | null;
  /** The page the player is on, for the SSO redirect. */
  currentUrl(): string;
  /** Full browser navigation. */
  redirect(url: string): void;
}

/**
 * Token refresh (§4). The HTTP layer's contract:
 * - after a 401 on any call but the refresh call it awaits `accessTokenAfter401()`;
 * - with a token it retries the request once with that token; a second 401 on the retry is returned to the caller as
 *   `unauthorised`, without another refresh (each request is retried at most once);
 * - with null the session is over: it does not retry and returns `unauthorised`.
 * All callers that arrive while a refresh is running share it; a 401 after it finished starts a new one.
 */
export class SessionRefresher {
  readonly #deps: SessionRefresherDeps;
  #inFlight: Promise<string | null> | null = null;

  constructor(deps: SessionRefresherDeps) {
    this.#deps = deps;
  }

  /**
   * Resolves the new access token, or null when the session is over (logged out). Never rejects. `sentToken` is the
   * access token the refused request went out with.
   */
  accessTokenAfter401(sentToken?: string): Promise<string | null> {
    if (!this.#inFlight) {
      this.#inFlight = this.#refreshOnce(sentToken)
        .catch(() => this.#endSessionAfterFault())
        .finally(() => {
          this.#inFlight = null;
        });
    }
    return this.#inFlight;
  }

  async #refreshOnce(sentToken: string | undefined): Promise<string | null> {
    const asking = this.#deps.currentSession();
    const outcome = await this.#deps
      .refresh(sentToken)
      .catch((cause: unknown): Result<never, DomainError> => ({
        ok: false,
        error: { kind: 'network', message: String(cause) },
      }));
    // The player logged out (or the session was cleared, or another began) while the refresh was under way: the
    // answer belongs to no current session and changes nothing.
    const now = this.#deps.currentSession();
    if (now === null || now !== asking) return null;
    if (outcome.ok && typeof outcome.value.accessToken === 'string' && outcome.value.accessToken !== '') {
      this.#deps.onRefreshed(outcome.value.accessToken);
      return outcome.value.accessToken;
    }
    this.#deps.onLoggedOut();
    if (!outcome.ok && outcome.error.kind === 'unauthorised') this.#redirectToSso();
    return null;
  }

  /** A callback threw: the session cannot be trusted, so it ends rather than leaving the HTTP layer waiting. */
  #endSessionAfterFault(): null {
    try {
      this.#deps.onLoggedOut();
    } catch {
      // Nothing more can be done here; the HTTP layer still gets its answer.
    }
    return null;
  }

  #redirectToSso(): void {
    const link = wellFormedTarget(this.#deps.ssoLink());
    if (link?.kind !== 'external') return;
    this.#deps.redirect(withQueryParam(link.url, SSO_RETURN_PARAM, this.#deps.currentUrl()));
  }
}
