import type { DomainError } from '../domain/errors.ts';
import { ok, type Result } from '../domain/result.ts';
import type { RefreshLocks } from '../ports/RefreshLocks.ts';

/** The lock every tab of the site takes around a token refresh. */
export const SESSION_REFRESH_LOCK = 'casino-session-refresh';

export type RefreshOutcome = Result<{ readonly accessToken: string }, DomainError>;

export interface CrossTabRefreshOptions {
  /** POST /auth/refresh-token, as the core's SessionRefresher would call it. */
  readonly refresh: () => Promise<RefreshOutcome>;
  /** The access token this tab holds: the one its failing request went out with. */
  readonly ownToken: () => string | null;
  /** The access token in the cookie every tab of the site shares. */
  readonly sharedToken: () => string | null;
  /**
   * Writes a new access token to the shared cookie, so the next tab in line finds it; a promise resolves once the
   * write is where that tab will read it (the lock is let go only then).
   */
  readonly shareToken: (accessToken: string) => void | Promise<void>;
  /** The lock every tab takes (`navigator.locks`); undefined where the browser has no Web Locks API. */
  readonly locks: RefreshLocks | undefined;
}

/**
 * The refresh of §4 made safe across tabs. Every tab holds the same refresh cookie and the API spends it on each
 * refresh, so two tabs refreshing at once would have one refused and logged out, and that logout clears the cookies
 * both share. Refreshes therefore take turns under one lock, and a tab that gets the lock after another tab already
 * refreshed takes the token from the shared cookie instead of spending the refresh token a second time.
 * Without the Web Locks API each tab refreshes on its own, as before.
 */
export function crossTabRefresh(
  options: CrossTabRefreshOptions,
): (sentToken?: string) => Promise<RefreshOutcome> {
  const { locks } = options;
  if (!locks) return options.refresh;
  return async (sentToken) => {
    const ownBefore = options.ownToken();
    // The token the refused request carried, when the HTTP layer says: this tab may have taken a newer one from
    // another tab's news since, and comparing the shared cookie with that would spend the refresh token again.
    const tokenBefore = sentToken ?? ownBefore;
    let lockGranted = false;
    try {
      return await locks.request(SESSION_REFRESH_LOCK, () => {
        lockGranted = true;
        return refreshUnlessDone(options, tokenBefore, ownBefore);
      });
    } catch (cause) {
      // The browser refused the lock itself (e.g. a document no longer active): refresh as a lone tab would.
      if (!lockGranted) return options.refresh();
      throw cause;
    }
  };
}

async function refreshUnlessDone(
  options: CrossTabRefreshOptions,
  tokenBefore: string | null,
  ownBefore: string | null,
): Promise<RefreshOutcome> {
  const shared = options.sharedToken();
  if (shared && shared !== tokenBefore) return ok({ accessToken: shared });
  const outcome = await options.refresh();
  // Shared before the lock is let go: the SessionRefresher stores it only after, when the next tab may already look.
  // A player who logged out while the refresh was under way, or a tab now on another session, gets no token written
  // back into the cookie: the SessionRefresher throws that answer away.
  const sessionChangedMeanwhile = options.ownToken() !== ownBefore;
  if (
    !sessionChangedMeanwhile &&
    outcome.ok &&
    typeof outcome.value.accessToken === 'string' &&
    outcome.value.accessToken !== ''
  )
    await options.shareToken(outcome.value.accessToken);
  return outcome;
}
