/**
 * Every navigation target that comes from the server or the query (redirect check, mirror, SSO, social popup, redirect
 * style params) passes through here before the browser is sent anywhere. Parsing is done by hand: the core has no URL
 * global, and a small strict grammar is easier to trust than a lenient one.
 *
 * Two rules: targets the operator's own API names (mirror `newLink`, the redirect check, the SSO link, route rules)
 * are trusted for their host, because mirrors exist to move to hosts unknown when the site was built, and are checked
 * for shape and scheme only (`operatorTarget`); targets any third party can set (the query string, provider answers)
 * must also be on the allow-list (`safeTarget`).
 */

/** Where navigation may lead. */
export interface UrlPolicy {
  /**
   * Hosts an absolute URL may point to, lower case: an exact name (`example.com`), or a name with a leading dot
   * (`.example.com`) that allows the name itself and any subdomain of it.
   */
  readonly allowedHosts: readonly string[];
  /**
   * Whether operator targets may use plain http: only where the site itself is served over http (development and a
   * local build), so a site on https never sends the player to http.
   */
  readonly allowHttp?: boolean;
}

/** A target that passed the checks: an in-app path, or an absolute http(s) URL on an allowed host. */
export type SafeTarget =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string; readonly host: string };

/** Longer targets are refused: no legitimate redirect needs more, and browsers truncate differently. */
export const MAX_URL_LENGTH = 2048;

// Whitespace, controls, lone surrogates and invisible or direction-changing characters (zero-width, bidi overrides,
// soft hyphen, BOM) that make a URL read differently than it navigates.
const FORBIDDEN_CHARS = /[\s\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Zs}]/u;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const PORT = /^[0-9]{1,5}$/;

function hasForbiddenShape(raw: string): boolean {
  // Browsers read a backslash as a slash in http(s) URLs: `/\evil.com` and `https:\\evil.com` leave the site.
  return raw.length === 0 || raw.length > MAX_URL_LENGTH || FORBIDDEN_CHARS.test(raw) || raw.includes('\\');
}

function isValidHostName(host: string): boolean {
  if (host.length > 253) return false;
  return host.split('.').every((label) => HOST_LABEL.test(label));
}

interface AbsoluteParts {
  readonly scheme: 'http' | 'https';
  readonly host: string;
  readonly port: string | null;
  /** Path, query and fragment, starting with `/`, `?` or `#`, or empty. */
  readonly rest: string;
}

/** Splits an absolute http(s) URL; null for any other scheme or a malformed authority. */
function parseAbsolute(raw: string): AbsoluteParts | null {
  const match = SCHEME.exec(raw);
  if (!match?.[1]) return null;
  const scheme = match[1].toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return null;
  const afterScheme = raw.slice(match[0].length);
  if (!afterScheme.startsWith('//')) return null;
  const authorityAndRest = afterScheme.slice(2);
  const authorityEnd = authorityAndRest.search(/[/?#]/);
  const authority = authorityEnd === -1 ? authorityAndRest : authorityAndRest.slice(0, authorityEnd);
  const rest = authorityEnd === -1 ? '' : authorityAndRest.slice(authorityEnd);
  // Userinfo (`https://good.com@evil.com`) hides the real host from a reader.
  if (authority.includes('@')) return null;
  const colon = authority.indexOf(':');
  const host = (colon === -1 ? authority : authority.slice(0, colon)).toLowerCase();
  const port = colon === -1 ? null : authority.slice(colon + 1);
  if (!isValidHostName(host)) return null;
  if (port !== null && (!PORT.test(port) || Number(port) < 1 || Number(port) > 65_535)) return null;
  return { scheme, host, port, rest };
}

/** Whether a host is on the allow-list. */
export function isAllowedHost(host: string, policy: UrlPolicy): boolean {
  const name = host.toLowerCase();
  return policy.allowedHosts.some((allowed) => {
    const entry = allowed.toLowerCase();
    if (!entry.startsWith('.')) return name === entry;
    return name === entry.slice(1) || name.endsWith(entry);
  });
}

function formatAbsolute(parts: AbsoluteParts): string {
  const port = parts.port === null ? '' : `:${parts.port}`;
  const rest = parts.rest === '' || !parts.rest.startsWith('/') ? `/${parts.rest}` : parts.rest;
  return `${parts.scheme}://${parts.host}${port}${rest}`;
}

/**
 * Checks a URL's shape only: an in-app path or an absolute http(s) URL on any host, refusing every hostile form that
 * `safeTarget` refuses. For targets already vetted against the allow-list when they were stored (the SSO link).
 */
export function wellFormedTarget(raw: unknown): SafeTarget | null {
  if (typeof raw !== 'string' || hasForbiddenShape(raw)) return null;
  if (raw.startsWith('/')) {
    // `//evil.com` is protocol-relative: it leaves the site.
    return raw.startsWith('//') ? null : { kind: 'internal', path: raw };
  }
  const parts = parseAbsolute(raw);
  return parts ? { kind: 'external', url: formatAbsolute(parts), host: parts.host } : null;
}

/** Parses a navigation target: an in-app path (`/profile?x=1`), or an absolute http(s) URL on an allowed host. */
export function safeTarget(raw: unknown, policy: UrlPolicy): SafeTarget | null {
  const target = wellFormedTarget(raw);
  if (target?.kind === 'external' && !isAllowedHost(target.host, policy)) return null;
  return target;
}

/**
 * Parses a target named by the operator's own API: an in-app path, or an absolute URL on any well-formed host over
 * https (http only when the policy allows it). Credentials, `javascript:`, `data:` and every hostile shape `safeTarget`
 * refuses are refused here too.
 */
export function operatorTarget(raw: unknown, policy: UrlPolicy): SafeTarget | null {
  const target = wellFormedTarget(raw);
  if (target?.kind === 'external' && target.url.startsWith('http:') && policy.allowHttp !== true) return null;
  return target;
}

/** The safe form of a navigation target, or null when it must not be followed. */
export function safeUrl(raw: unknown, policy: UrlPolicy): string | null {
  const target = safeTarget(raw, policy);
  if (!target) return null;
  return target.kind === 'internal' ? target.path : target.url;
}

/** Adds one query parameter, encoded, before any fragment. */
export function withQueryParam(url: string, name: string, value: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${encodeURIComponent(name)}=${encodeURIComponent(value)}${fragment}`;
}
