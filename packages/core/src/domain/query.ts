/** A route's query as the router gives it: one string per name. */
export type Query = Readonly<Record<string, string>>;

// encodeURIComponent throws on a lone surrogate; such a character becomes U+FFFD instead.
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));

/** `?a=1&b=2`, encoded, or an empty string for an empty query. */
export function queryString(query: Query): string {
  const pairs = Object.entries(query).map(([name, value]) => `${encode(name)}=${encode(value)}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** Path and query, as the analytics page view and the mirror redirect need them. */
export function fullPath(path: string, query: Query): string {
  return `${path}${queryString(query)}`;
}

/** The query without one parameter. */
export function withoutParam(query: Query, name: string): Query {
  return Object.fromEntries(Object.entries(query).filter(([key]) => key !== name));
}

/** A parameter's value when it is present and not empty. */
export function param(query: Query, name: string): string | null {
  const value = Object.hasOwn(query, name) ? query[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Reads `a=1&b=2` (with or without the leading `?`); a malformed escape drops that parameter, never throws. */
export function parseQueryString(search: string): Query {
  const entries: [string, string][] = [];
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const [rawName, rawValue] = at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    try {
      const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
      entries.push([decode(rawName), decode(rawValue)]);
    } catch {
      continue;
    }
  }
  return Object.fromEntries(entries);
}
