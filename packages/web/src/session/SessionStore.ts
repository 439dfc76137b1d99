import { makeAutoObservable } from 'mobx';
import type { User } from '@casino/core';

/**
 * The session as live state any page can observe (§4): a stored bearer token means logged in; the user is the profile
 * fetched for it. Where the token is kept (the `token` cookie) is the composition root's concern.
 */
export class SessionStore {
  token: string | null;
  user: User | null = null;
  /** The SSO link of the last login answer or mirror check, already vetted by the core. */
  ssoLink: string | null = null;

  constructor(storedToken: string | null = null) {
    this.token = storedToken === '' ? null : storedToken;
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
  }

  setUser(user: User | null): void {
    this.user = user;
  }

  setSsoLink(link: string | null): void {
    this.ssoLink = link;
  }

  /** Local logout: token and user cleared (§4, §8). */
  clear(): void {
    this.token = null;
    this.user = null;
  }
}
