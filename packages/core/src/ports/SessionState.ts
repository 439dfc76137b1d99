import type { User } from '../domain/user.ts';

/**
 * The session as live state (§3 session state: tokenBearer, ssoLink). The core's `Session` implements it; the web makes that observable so every page
 * sees "logged in" and "balance" change.
 */
export interface SessionState {
  /** The bearer token; a stored token means logged in (§4). */
  readonly token: string | null;
  readonly user: User | null;
  readonly isLoggedIn: boolean;
  /**
   * Counts the sessions this client has had: every clear() starts a new one, a refreshed token keeps it. An answer
   * asked for in one session is not applied in another.
   */
  readonly epoch: number;
  /** Whether an answer asked for in session `epoch` is still for this session. */
  isCurrent(epoch: number): boolean;
  /** The SSO link of the last login answer or mirror answer, vetted by the core before it was set. */
  readonly ssoLink: string | null;
  /** Stores the token for this session and in the `token` cookie, so a reload keeps the player logged in. */
  setToken(token: string): void;
  setUser(user: User | null): void;
  setSsoLink(link: string | null): void;
  /** Local logout: token and user cleared and the `token` cookie removed; the SSO link stays for the SSO redirect. */
  clear(): void;
}
