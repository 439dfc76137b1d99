import type { Analytics } from '../ports/Analytics.ts';
import type { CookieJar } from '../ports/CookieJar.ts';
import type { SessionChannel, SessionEvent } from '../ports/SessionChannel.ts';
import type { SessionState } from '../ports/SessionState.ts';
import { isPlausibleToken } from '../domain/session.ts';
import type { RestoreSession } from './RestoreSession.ts';

export interface ShareSessionAcrossTabsDeps {
  readonly channel: SessionChannel;
  readonly cookies: Pick<CookieJar, 'get'>;
  readonly session: Pick<SessionState, 'token' | 'isLoggedIn' | 'setToken' | 'clear'>;
  readonly restoreSession: Pick<RestoreSession, 'execute'>;
  readonly analytics: Pick<Analytics, 'reset'>;
}

/**
 * Keeps every open tab on the same player (§4). The tabs share the token and refresh cookies, so a session that
 * ends or begins in one tab has ended or begun for all: a logout elsewhere logs this tab out at once, and a login
 * elsewhere brings that player here, instead of a tab showing one player while its calls act for another.
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

  /** This tab's session began or ended: tells the others (never an echo of what they told this tab). */
  announce(event: SessionEvent): void {
    if (this.#applying === 0) this.#deps.channel.announce(event);
  }

  #apply(event: SessionEvent): void {
    this.#applying += 1;
    const work = event === 'loggedOut' ? this.#loggedOutElsewhere() : this.#loggedInElsewhere();
    void work.finally(() => (this.#applying -= 1));
  }

  async #loggedOutElsewhere(): Promise<void> {
    const { session, analytics } = this.#deps;
    if (!session.isLoggedIn) return;
    session.clear();
    analytics.reset();
  }

  async #loggedInElsewhere(): Promise<void> {
    const { cookies, session, restoreSession, analytics } = this.#deps;
    const shared = cookies.get('token');
    if (shared === null || shared === session.token || !isPlausibleToken(shared)) return;
    if (session.isLoggedIn) {
      // Another player now: this tab's session ends here before the new one is loaded.
      session.clear();
      analytics.reset();
    }
    session.setToken(shared);
    await restoreSession.execute();
  }
}
