import { FEATURE_BONUS_BALANCES, isFeatureEnabled } from './features.ts';
import { fullPath, type Query } from './query.ts';
import { operatorTarget, type UrlPolicy } from './safeUrl.ts';

/** Where a guard sends the navigation. */
export type GuardDecision =
  | { readonly kind: 'continue' }
  /** Move inside the app instead (router replace). */
  | { readonly kind: 'navigate'; readonly to: string }
  /**
   * Leave the app: a full browser load. `samePage`: the URL is the player's own path and query (unprefixed) on another
   * host of the site, so their locale prefix goes with it.
   */
  | { readonly kind: 'reload'; readonly url: string; readonly samePage?: true }
  /** The site has moved: a permanent (301) redirect, the browser replaces the current entry. */
  | { readonly kind: 'movedPermanently'; readonly url: string };

export const CONTINUE: GuardDecision = { kind: 'continue' };

/** The guards of §2 run before every navigation, in this order. */
export const GLOBAL_GUARDS = ['redirectCheck', 'mirror', 'geo', 'routeRules'] as const;
/** Gates of §6 a route asks for by name. */
export const ROUTE_GUARDS = ['bonusBalances', 'gamesHost'] as const;
export type GuardName = (typeof GLOBAL_GUARDS)[number] | (typeof ROUTE_GUARDS)[number];

const GUARD_NAMES: readonly string[] = [...GLOBAL_GUARDS, ...ROUTE_GUARDS];

export function isGuardName(value: string): value is GuardName {
  return GUARD_NAMES.includes(value);
}

/** The message of §8 for a route that names a guard nobody wrote. */
export const UNKNOWN_GUARD_MESSAGE = 'Unknown route middleware';

export class UnknownRouteMiddlewareError extends Error {
  readonly guard: string;

  constructor(guard: string) {
    super(UNKNOWN_GUARD_MESSAGE);
    this.name = 'UnknownRouteMiddlewareError';
    this.guard = guard;
  }
}

export const NO_ACCESS_PATH = '/no-access';
export const ERROR_PATH = '/error';
export const NOT_FOUND_ERROR_PATH = '/error?errorCode=404';

/** A redirect rule of the route table: a path that now lives elsewhere. */
export interface RouteRule {
  readonly path: string;
  /** An in-app path or an absolute https URL. */
  readonly redirect: string;
}

function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The redirect check (§2): a target the operator's API names; external ones (any host, https) reload the browser,
 * malformed ones are ignored.
 */
export function followTarget(target: string | null, currentPath: string, policy: UrlPolicy): GuardDecision {
  const safe = operatorTarget(target, policy);
  if (!safe) return CONTINUE;
  if (safe.kind === 'external') return { kind: 'reload', url: safe.url };
  const targetPath = safe.path.split(/[?#]/)[0] ?? safe.path;
  return normalisePath(targetPath) === normalisePath(currentPath)
    ? CONTINUE
    : { kind: 'navigate', to: safe.path };
}

const HAS_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;

/** `https://host[:port]/` of an absolute URL as `operatorTarget` formats it. */
function originOf(url: string): string {
  return url.slice(0, url.indexOf('/', url.indexOf('//') + 2));
}

/**
 * The redirect check (§2) on the server's target for the current page. A bare origin (`https://new.example`, with
 * nothing after the host but a slash) names a site, not a page: the player is sent to the same path and query there,
 * as when the site moves, and a bare origin of the current host is no redirect at all (reloading the same page would
 * only run the check again). Any other target is followed as {@link followTarget} says.
 */
export function redirectCheckDecision(
  target: string | null,
  currentHost: string,
  path: string,
  query: Query,
  policy: UrlPolicy,
): GuardDecision {
  const safe = operatorTarget(target, policy);
  if (safe?.kind !== 'external' || safe.url !== `${originOf(safe.url)}/`)
    return followTarget(target, path, policy);
  if (safe.host === currentHost.toLowerCase()) return CONTINUE;
  return { kind: 'reload', url: `${originOf(safe.url)}${fullPath(path, query)}`, samePage: true };
}

/**
 * The mirror check (§2): when the mirror answer names another host, a permanent redirect to that host with the same
 * path and query. A bare host name is read as https. The host need not be known at build time: the next mirror of a
 * blocked domain never is.
 */
export function mirrorDecision(
  newLink: string | null,
  currentHost: string,
  path: string,
  query: Query,
  policy: UrlPolicy,
): GuardDecision {
  if (newLink === null || newLink.trim() === '') return CONTINUE;
  const link = HAS_SCHEME.test(newLink) ? newLink : `https://${newLink}`;
  const target = operatorTarget(link, policy);
  if (target?.kind !== 'external' || target.host === currentHost.toLowerCase()) return CONTINUE;
  return { kind: 'movedPermanently', url: `${originOf(target.url)}${fullPath(path, query)}` };
}

/** Route rules looked up by path (§2); a rule's target passes the same check as any operator target. */
export function routeRuleDecision(
  rules: readonly RouteRule[],
  path: string,
  policy: UrlPolicy,
): GuardDecision {
  const rule = rules.find((candidate) => normalisePath(candidate.path) === normalisePath(path));
  return rule ? followTarget(rule.redirect, path, policy) : CONTINUE;
}

/** Without bonus_balances the profile bonuses page is a 404 (§6). */
export function bonusBalancesDecision(
  userFeatures: readonly string[],
  serviceFlags: readonly string[],
): GuardDecision {
  return isFeatureEnabled(FEATURE_BONUS_BALANCES, userFeatures, serviceFlags)
    ? CONTINUE
    : { kind: 'navigate', to: NOT_FOUND_ERROR_PATH };
}

const HOST_RESTRICTED_GAMES = /^\/games\/(?:crash|coinflip|cases(?:\/[^/]+)?)\/?$/;

/** Crash, coinflip and the two cases pages are closed on one host (§6). */
export function isHostRestrictedGame(path: string): boolean {
  return HOST_RESTRICTED_GAMES.test(path);
}

export function gamesHostDecision(host: string, path: string, restrictedHost: string | null): GuardDecision {
  const onRestrictedHost = restrictedHost !== null && host.toLowerCase() === restrictedHost.toLowerCase();
  return onRestrictedHost && isHostRestrictedGame(path) ? { kind: 'navigate', to: ERROR_PATH } : CONTINUE;
}
