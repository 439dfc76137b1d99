import { makeAutoObservable } from 'mobx';
import type { CookieJar, SessionState, User } from '@casino/core';

/**
 * The session as live state any page can observe (§4): a stored bearer token means logged in; the user is the profile
 * fetched for it. The token is also kept in the `token` cookie, so a reload keeps the player logged in.
 */
export class SessionStore implements SessionState {
  token: string | null = null;
  user: User | null = null;
  /** The SSO link of the last login answer or mirror answer, vetted by the core before it was set. */
  ssoLink: string | null = null;
  /** Counts sessions: every clear() starts a new one, a refreshed token keeps it (see the core's SessionState). */
  epoch = 0;
  readonly #cookies: Pick<CookieJar, 'set' | 'remove'>;

  constructor(cookies: Pick<CookieJar, 'set' | 'remove'>) {
    this.#cookies = cookies;
    makeAutoObservable(this);
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  get tokenBearer(): string | null {
    return this.token;
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
