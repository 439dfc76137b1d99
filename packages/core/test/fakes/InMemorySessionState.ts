import type { CookieJar, SessionState, User } from '../../src/index.ts';

/** The session as the web keeps it: the token mirrored in the `token` cookie. */
export class InMemorySessionState implements SessionState {
  token: string | null;
  user: User | null = null;
  ssoLink: string | null = null;
  epoch = 0;
  readonly #cookies: Pick<CookieJar, 'get' | 'set' | 'remove'>;

  constructor(cookies: Pick<CookieJar, 'get' | 'set' | 'remove'>) {
    this.#cookies = cookies;
    this.token = cookies.get('token');
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
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

  clear(): void {
    this.epoch += 1;
    this.token = null;
    this.user = null;
    this.#cookies.remove('token');
  }
}
