// What the request log and the metrics say of a request: its path with nothing secret in it, and the route it is
// counted under. Neither carries a query's values, a cookie or a token.
import { splitLocalePath } from '@casino/core';

/** Segments that hold a secret after them (`/reset-password/:token`): what follows is never written. */
const SECRET_AFTER = new Set(['reset-password', 'simple-auth', 'sso', 'verify', 'confirm']);
/** A long run of letters and digits with a digit in it reads as a token, wherever it stands. */
const TOKEN_LIKE = /^(?=.*\d)[A-Za-z0-9_.~-]{24,}$/;

/** The path as the log writes it: a secret segment replaced, the query's names kept and their values dropped. */
export function loggedPath(url: URL): string {
  const segments = url.pathname.split('/');
  const safe = segments.map((segment, index) =>
    (index > 0 && SECRET_AFTER.has(segments[index - 1] ?? '')) || TOKEN_LIKE.test(segment)
      ? ':redacted'
      : segment,
  );
  const names = [...new Set(url.searchParams.keys())];
  return `${safe.join('/')}${names.length > 0 ? `?${names.map((name) => `${name}=`).join('&')}` : ''}`;
}

/** The route a page is counted under: its first segment after the locale (`/en/games/dice` → `/games`). */
function pageRoute(pathname: string): string {
  const { rest } = splitLocalePath(pathname);
  const first = rest.split('/').find((segment) => segment !== '');
  return first === undefined ? '/' : `/${first}`;
}

/**
 * The route label of a request: the server's own endpoints by name, a built file as `static`, a page by its first
 * segment. At most `limit` page routes are told apart; the others (a crawler's made-up paths) are `other`, so the
 * metrics cannot grow without end.
 */
export class RouteLabels {
  readonly #seen = new Set<string>();
  readonly #limit: number;

  constructor(limit = 40) {
    this.#limit = limit;
  }

  label(pathname: string, servedFile: boolean): string {
    if (servedFile) return 'static';
    const route = pageRoute(pathname);
    if (!/^\/[a-z0-9-]{0,40}$/.test(route)) return 'other';
    if (this.#seen.has(route)) return route;
    if (this.#seen.size >= this.#limit) return 'other';
    this.#seen.add(route);
    return route;
  }
}

/** One request as one JSON line of the log. */
export interface RequestLogLine {
  readonly time: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  readonly worker: number;
}
