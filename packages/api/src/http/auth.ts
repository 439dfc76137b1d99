import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Deps } from '../deps.ts';
import { authenticate, openSession, type Authenticated, type SessionTokens } from '../auth/sessionStore.ts';
import { clientOf } from './clientAddress.ts';
import { unauthenticated } from './errors.ts';

export const REFRESH_COOKIE = 'refresh_token';
/** The refresh cookie goes only to the calls that use it: `/auth/refresh-token` and `/auth/logout`. */
export const REFRESH_COOKIE_PATH = '/auth';

function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})$/i.exec(header.trim());
  return match?.[1];
}

/**
 * Who a bearer token belongs to. A simple-auth token travels in links, so it is good only where the caller opts in
 * (the profile call that exchanges it); anywhere else it is a 401 like an unknown token.
 */
function authenticated(c: Context, deps: Deps, acceptSimpleAuth: boolean): Authenticated {
  const token = bearerToken(c);
  const auth = token ? authenticate(deps, token) : undefined;
  if (!auth || (auth.singleUse && !acceptSimpleAuth)) throw unauthenticated();
  return auth;
}

/** The caller's session, or 401 for no token and an expired, unknown or simple-auth one. */
export function requireAuth(c: Context, deps: Deps): Authenticated {
  return authenticated(c, deps, false);
}

/** The caller's session, a simple-auth token included: only for the profile call, which exchanges it. */
export function requireAuthOrSimpleAuth(c: Context, deps: Deps): Authenticated {
  return authenticated(c, deps, true);
}

/**
 * The caller's session when a token is sent. A token that is sent but expired or unknown is still a 401,
 * so the client refreshes it rather than being answered as a visitor.
 */
export function optionalAuth(c: Context, deps: Deps): Authenticated | undefined {
  if (!c.req.header('authorization')) return undefined;
  return authenticated(c, deps, false);
}

/** `Secure` when the client reached us over TLS, directly or through a trusted proxy (http/clientAddress.ts). */
export function setRefreshCookie(c: Context, deps: Deps, refreshToken: string): void {
  setCookie(c, REFRESH_COOKIE, refreshToken, {
    httpOnly: true,
    sameSite: 'Lax',
    path: REFRESH_COOKIE_PATH,
    secure: clientOf(c).https,
    maxAge: deps.config.refreshTtlSeconds,
  });
}

export function clearRefreshCookie(c: Context): void {
  deleteCookie(c, REFRESH_COOKIE, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: clientOf(c).https,
  });
}

export function refreshCookie(c: Context): string | undefined {
  return getCookie(c, REFRESH_COOKIE);
}

/**
 * The login/register answer of docs/contract.md. The refresh token travels only in its HttpOnly cookie, never in the
 * body, where any script of the page (or a logged response) could read it.
 */
export function loginAnswer(c: Context, deps: Deps, tokens: SessionTokens) {
  setRefreshCookie(c, deps, tokens.refreshToken);
  return { success: true, token: tokens.accessToken, sso: deps.geoMirror.sso };
}

export function logIn(c: Context, deps: Deps, playerId: number, method: string) {
  return loginAnswer(c, deps, openSession(deps, playerId, method));
}
