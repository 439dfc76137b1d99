import type { User } from '../domain/user.ts';
import type { CookieJar } from '../ports/CookieJar.ts';
import type { SessionState } from '../ports/SessionState.ts';

/**
 * The session of §4, in one place: a stored bearer token means logged in; the user is the profile fetched for it; the
 * token is mirrored in the `token` cookie, so a reload keeps the player logged in. Every clear() starts a new session
 * (the epoch), and an answer asked for in one session is not applied in another (`isCurrent`). The web wraps this
 * class to make it observable; tests use it as it is, over an in-memory cookie jar.
 */
export class Session implements SessionState {
  token: string | null = null;
  user: User | null = null;
  /** The SSO link of the last login answer or mirror answer, vetted by the core before it was set. */
  ssoLink: string | null = null;
  /** Counts sessions: every clear() starts a new one, a refreshed token keeps it. */
  epoch = 0;
  readonly #cookies: Pick<CookieJar, 'set' | 'remove'>;

  constructor(cookies: Pick<CookieJar, 'set' | 'remove'>) {
    this.#cookies = cookies;
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  /** Whether an answer asked for in session `epoch` is still for this session. */
  isCurrent(epoch: number): boolean {
    return this.epoch === epoch;
  }

  setToken(token: string): void {
    this.token = token;
    this.#cookies.set('token', token);
  }

  setUser(user: User | null): void {
    this.user = user;
  }

  setSsoLink(link: string | null): void {
    this.ssoLink = link;
  }

  /** Local logout (§4, §8): token and user cleared, the token cookie removed; the SSO link stays. */
  clear(): void {
    this.epoch += 1;
    this.token = null;
    this.user = null;
    this.#cookies.remove('token');
  }
}
