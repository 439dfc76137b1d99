/** What the server knows of the player's request that the API must see as if the browser had called it. */
export interface PlayerRequest {
  readonly headers: { get(name: string): string | null };
  /** The address the connection came from; absent when the runtime does not say. */
  readonly remoteAddress?: string | null;
}

/** One header value, or none when the request carried nothing usable. */
const headerValue = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The headers the server's calls to the API carry for the player (§7): the client address appended to the
 * `X-Forwarded-For` chain the request came with, and the player's user agent. The token, locale and region headers
 * are set by the HTTP client itself, as in the browser.
 */
export function playerHeaders(request: PlayerRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  const chain = [headerValue(request.headers.get('x-forwarded-for')), headerValue(request.remoteAddress)]
    .filter((part): part is string => part !== null)
    .join(', ');
  if (chain) headers['X-Forwarded-For'] = chain;
  const userAgent = headerValue(request.headers.get('user-agent'));
  if (userAgent) headers['User-Agent'] = userAgent;
  return headers;
}
