import { queryString, type Query } from './query.ts';

/** What a secret is replaced with before a URL reaches analytics. */
export const ANALYTICS_REDACTED = 'REDACTED';

/**
 * Query names whose value is a credential. `simple_auth` is the flag that turns `token` into a session (§3); `code` is
 * a one-time login, confirmation or OAuth code. Any name containing token, password or secret is covered too, which
 * takes in the simple-auth `token`, `fresh_token`, `refresh_token`, `access_token`, `reset_token` and
 * `password_confirm` as well as names the server may add later: a redacted harmless value costs a statistic, a leaked
 * credential costs an account.
 */
const SENSITIVE_NAMES = new Set(['code', 'simple_auth']);
const SENSITIVE_NAME_PART = /token|password|secret/i;

/**
 * The reset token is a path segment: `/reset-password/<token>`, with or without a locale prefix. Any segment after a
 * `reset-password` segment is redacted, wherever it sits, so a prefix or a doubled slash cannot bring it through.
 */
const RESET_TOKEN_SEGMENT = /(\/reset-password\/+)[^/?#]+/gi;

/** A value that is itself a URL or path with a query (a return address) is redacted too, this many levels deep. */
const MAX_NESTING = 2;

/** Whether a query parameter of this name carries a credential, whose value analytics must never see. */
export function isSensitiveQueryName(name: string): boolean {
  const normalized = name.trim().toLowerCase();
  return SENSITIVE_NAMES.has(normalized) || SENSITIVE_NAME_PART.test(normalized);
}

const looksLikeUrl = (value: string) => value.includes('?') || /\/reset-password\//i.test(value);

function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function redactPath(path: string): string {
  return path.replace(RESET_TOKEN_SEGMENT, `$1${ANALYTICS_REDACTED}`);
}

/** `a=1&token=x`, raw: untouched pairs keep their exact spelling, a pair that cannot be decoded is redacted whole. */
function redactPairs(raw: string, depth: number): string {
  return raw
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const at = pair.indexOf('=');
      const rawName = at === -1 ? pair : pair.slice(0, at);
      const name = decodeOrNull(rawName);
      if (name === null) return ANALYTICS_REDACTED;
      if (at === -1) return pair;
      if (isSensitiveQueryName(name)) return `${rawName}=${ANALYTICS_REDACTED}`;
      const value = decodeOrNull(pair.slice(at + 1));
      if (value === null) return `${rawName}=${ANALYTICS_REDACTED}`;
      if (depth < MAX_NESTING && looksLikeUrl(value)) {
        return `${rawName}=${encodeURIComponent(redactUrl(value, depth + 1))}`;
      }
      return pair;
    })
    .join('&');
}

function redactFragment(hash: string, depth: number): string {
  if (hash.includes('?')) return redactUrl(hash, depth);
  return hash.includes('=') ? redactPairs(hash, depth) : redactPath(hash);
}

function redactUrl(url: string, depth: number): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? null : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? null : beforeHash.slice(queryAt + 1);
  const redactedQuery = query === null ? '' : `?${redactPairs(query, depth)}`;
  // A fragment can carry `#access_token=...` (OAuth implicit flows) or a whole path with a query (hash routing).
  const redactedHash = hash === null ? '' : `#${redactFragment(hash, depth)}`;
  return `${redactPath(path)}${redactedQuery}${redactedHash}`;
}

/**
 * A URL (absolute, or a path with query and fragment) as analytics may see it: the reset token in the path and the
 * values of credential parameters replaced by {@link ANALYTICS_REDACTED}. Everything else is kept as it was written,
 * so a page's address stays comparable across events. Never throws.
 */
export function redactUrlForAnalytics(url: string): string {
  return redactUrl(url, 0);
}

/** A route's path and query, redacted as {@link redactUrlForAnalytics} says, as the page-view event reports it (§2). */
export function redactForAnalytics(path: string, query: Query): string {
  // fromEntries defines own properties, so a `__proto__` parameter stays a parameter.
  const redactedQuery = Object.fromEntries(
    Object.entries(query).map(([name, value]) => {
      if (isSensitiveQueryName(name)) return [name, ANALYTICS_REDACTED];
      return [name, looksLikeUrl(value) ? redactUrl(value, 1) : value];
    }),
  );
  return `${redactPath(path)}${queryString(redactedQuery)}`;
}
