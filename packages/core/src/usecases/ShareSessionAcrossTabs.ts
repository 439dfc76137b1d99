import type { Analytics } from '../ports/Analytics.ts';
import type { CookieJar } from '../ports/CookieJar.ts';
import type { SessionChannel, SessionEvent } from '../ports/SessionChannel.ts';
import type { SessionState } from '../ports/SessionState.ts';
import { isPlausibleToken } from '../domain/session.ts';
import type { RestoreSession } from './RestoreSession.ts';

export interface ShareSessionAcrossTabsDeps {
  readonly channel: SessionChannel;
  readonly cookies: Pick<CookieJar, 'get'>;
  readonly session: Pick<SessionState, 'token' | 'user' | 'isLoggedIn' | 'setToken' | 'clear'>;
  readonly restoreSession: Pick<RestoreSession, 'execute'>;
  readonly analytics: Pick<Analytics, 'reset'>;
}

/**
 * Keeps every open tab on the same player (§4). The tabs share the token and refresh cookies, so a logout in one
 * tab has ended the session for all, and a login in one has put that player in the cookies of all: a logout
 * elsewhere logs this tab out at once, and another player logged in elsewhere replaces this tab's, instead of a tab
 * showing one player while its calls act for another. The same player announced by a new tab changes nothing here
 * but the access token, which is the newer one.
 */
export class ShareSessionAcrossTabs {
  readonly #deps: ShareSessionAcrossTabsDeps;
  /** Other tabs' events being applied here; meanwhile this tab's own changes are not announced back. */
  #applying = 0;

  constructor(deps: ShareSessionAcrossTabsDeps) {
    this.#deps = deps;
  }

  /** Starts listening to the other tabs; returns the stop. */
  start(): () => void {
    return this.#deps.channel.listen((event) => this.#apply(event));
  }

  /** A player is known here, or logged out here: tells the others (never an echo of what they told this tab). */
  announce(event: SessionEvent): void {
    // A logout is always told: the session has ended for every tab, whatever this one was doing.
    if (event.kind === 'loggedOut' || this.#applying === 0) this.#deps.channel.announce(event);
  }

  #apply(event: SessionEvent): void {
    this.#applying += 1;
    const work =
      event.kind === 'loggedOut' ? this.#loggedOutElsewhere() : this.#loggedInElsewhere(event.userId);
    void work.finally(() => (this.#applying -= 1));
  }

  async #loggedOutElsewhere(): Promise<void> {
    const { session, analytics } = this.#deps;
    if (!session.isLoggedIn) return;
    session.clear();
    analytics.reset();
  }

  async #loggedInElsewhere(userId: string): Promise<void> {
    const { cookies, session, restoreSession, analytics } = this.#deps;
    const shared = cookies.get('token');
    if (shared === null || !isPlausibleToken(shared)) return;
    // The player decides, not the token: this tab may already hold the other player's token (taken from the shared
    // cookie by a refresh) while it still shows its own player.
    if (session.isLoggedIn && session.user?.id === userId) {
      // The same player: the other tab holds the newer access token (it refreshed, or it signed in again).
      if (shared !== session.token) session.setToken(shared);
      return;
    }
    // Still loading the profile of this very token (a login here at the same moment): that load finishes it.
    if (session.isLoggedIn && session.user === null && shared === session.token) return;
    if (session.isLoggedIn) {
      // Another player now: this tab's session ends here before theirs is loaded.
      session.clear();
      analytics.reset();
    }
    session.setToken(shared);
    await restoreSession.execute();
  }
}
