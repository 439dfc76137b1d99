import type { Analytics } from '../ports/Analytics.ts';
import type { CookieJar } from '../ports/CookieJar.ts';
import type { SessionChannel, SessionEvent } from '../ports/SessionChannel.ts';
import type { SessionState } from '../ports/SessionState.ts';
import { isPlausibleToken } from '../domain/session.ts';
import type { LoadProfile } from './LoadProfile.ts';
import type { RestoreSession } from './RestoreSession.ts';

export interface ShareSessionAcrossTabsDeps {
  readonly channel: SessionChannel;
  readonly cookies: Pick<CookieJar, 'get'>;
  readonly session: Pick<SessionState, 'token' | 'user' | 'isLoggedIn' | 'setToken' | 'clear'>;
  readonly restoreSession: Pick<RestoreSession, 'execute'>;
  readonly loadProfile: Pick<LoadProfile, 'execute'>;
  readonly analytics: Pick<Analytics, 'reset' | 'identify'>;
}

/**
 * Keeps every open tab on the same player (§4). The tabs share the token and refresh cookies, so a logout in one
 * tab has ended the session for all, and a login in one has put that player in the cookies of all: a logout
 * elsewhere logs this tab out at once, and another player logged in elsewhere replaces this tab's, instead of a tab
 * showing one player while its calls act for another. The same player announced by a new tab changes nothing here:
 * this tab keeps its token, and its next refresh takes the shared one.
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
    const shown = session.isLoggedIn ? session.user : null;
    // The same player: nothing to do. The cookie may even hold a later login's token by now; that login's own news
    // will say so.
    if (shown?.id === userId) return;
    if (shown && shared === session.token) {
      // The cookie holds this tab's own token: either the news crossed this tab's own login, or a refresh here took
      // another player's token from the cookie. The server says whose it is.
      await this.#confirmPlayer(shown.id);
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

  async #confirmPlayer(shownId: string): Promise<void> {
    const profile = await this.#deps.loadProfile.execute();
    if (!profile.ok || profile.value.id === shownId) return;
    this.#deps.analytics.reset();
    this.#deps.analytics.identify(profile.value.id);
  }
}
