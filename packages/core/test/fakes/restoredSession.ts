import { Session } from '../../src/index.ts';
import type { CookieJar } from '../../src/index.ts';

/**
 * The core's real Session over a cookie jar, holding the token the jar already has, as the app's start leaves it
 * once RestoreSession has run.
 */
export function restoredSession(cookies: Pick<CookieJar, 'get' | 'set' | 'remove'>): Session {
  const session = new Session(cookies);
  const token = cookies.get('token');
  if (token !== null) session.setToken(token);
  return session;
}
