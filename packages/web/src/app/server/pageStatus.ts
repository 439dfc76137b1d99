/** What decides the HTTP status of a rendered page. */
export interface PageStatusFacts {
  /** The locale-free name of the page that rendered (`not-found`, `error`, `no-access`, `index`...). */
  readonly routeName: string | null;
  /** The request's query (`errorCode` on the error page). */
  readonly query: URLSearchParams;
  /** The status the router's loaders answered (404 for an unknown tournament status, 500 for a crash). */
  readonly routerStatus: number;
  /** Whether the region check answered that the player's region is blocked (§6). */
  readonly regionBlocked: boolean;
}

/** The status a page answers with (§2): HTTP says what the page says, so crawlers and tools read it right. */
export function pageStatus(facts: PageStatusFacts): number {
  if (facts.routerStatus !== 200) return facts.routerStatus;
  switch (facts.routeName) {
    case 'not-found':
      return 404;
    case 'no-access':
      return facts.regionBlocked ? 451 : 200;
    case 'error':
      return errorCodeStatus(facts.query.get('errorCode'));
    default:
      return 200;
  }
}

/** `/error?errorCode=N` answers N when N is an HTTP error status (400-599); anything else is the page itself, 200. */
export function errorCodeStatus(errorCode: string | null): number {
  if (errorCode === null || !/^\d{3}$/.test(errorCode)) return 200;
  const status = Number(errorCode);
  return status >= 400 && status <= 599 ? status : 200;
}
