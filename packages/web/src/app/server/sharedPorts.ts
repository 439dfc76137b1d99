import { isTransientError, ok, type ApiResult } from '@casino/core';
import type { ServerCaches } from '../../server/serverCaches.ts';

/** What a call's answer may depend on besides its arguments, read when it is made. */
export interface CallContext {
  /** The player's token, when the session has one. */
  readonly token: () => string | null;
  readonly locale: () => string;
  readonly region: () => string | null;
}

/** Wraps one API port (named by its token) of a server render. */
export type PortDecorator = <T extends object>(port: string, api: T, context: CallContext) => T;

/**
 * The calls whose answers do not depend on the visitor (issue 35): shared between the server's requests per host,
 * locale, region and arguments. `anyone`: whoever asks, a player too (the API answers them the same); `visitor`: only
 * a call made without a token (the top list marks the player's own wins).
 */
const SHARED: Readonly<Record<string, Readonly<Record<string, 'anyone' | 'visitor'>>>> = {
  MirrorApi: { getMirror: 'anyone', mirrorRedirect: 'anyone' },
  SiteSettingsApi: { getSiteSettings: 'anyone' },
  ContentApi: {
    seo: 'anyone',
    games: 'anyone',
    tournaments: 'anyone',
    tournament: 'anyone',
    faq: 'anyone',
    vipLevels: 'anyone',
    top: 'visitor',
  },
};

type Call = (...args: unknown[]) => ApiResult<unknown>;

export interface RequestFacts {
  /** The host the page was asked on. */
  readonly host: string;
  /** The client's address chain as the API hears it (`X-Forwarded-For`); '' when none. */
  readonly address: string;
}

/**
 * The server's API ports over its shared caches: each call that reaches the API is counted
 * (`upstream_calls_total{call}`); the visitor-free calls are answered from the cache (`SHARED`), the geo answer per
 * client address, and the domain's report is made once per host and interval. Without caches (or with them off)
 * every call goes to the API, counted.
 */
export function sharedPorts(caches: ServerCaches | null, facts: RequestFacts): PortDecorator {
  return <T extends object>(port: string, api: T, context: CallContext): T => {
    if (!caches) return api;
    const wrapped: Record<string, unknown> = {};
    for (const method of Object.keys(api)) {
      const original = (api as Record<string, unknown>)[method];
      if (typeof original !== 'function') continue;
      const upstream: Call = (...args) => {
        caches.metrics.count('upstream_calls_total', { call: `${port}.${method}` });
        return (original as Call).apply(api, args);
      };
      wrapped[method] = caches.settings.enabled
        ? shared(caches, facts, context, port, method, upstream)
        : upstream;
    }
    return wrapped as T;
  };
}

function shared(
  caches: ServerCaches,
  facts: RequestFacts,
  context: CallContext,
  port: string,
  method: string,
  upstream: Call,
): Call {
  if (port === 'GeoApi' && method === 'geoIp') {
    return (...args) =>
      facts.address ? caches.geo.get(facts.address, () => upstream(...args)) : upstream(...args);
  }
  if (port === 'MirrorApi' && method === 'reportMirror') {
    return async (...args) => {
      if (!caches.reportDue(facts.host)) return ok(undefined);
      const answer = await upstream(...args);
      if (!answer.ok && isTransientError(answer.error)) caches.reportFailed(facts.host);
      return answer;
    };
  }
  const scope = SHARED[port]?.[method];
  if (!scope) return upstream;
  return (...args) => {
    if (scope === 'visitor' && context.token() !== null) return upstream(...args);
    const key = [
      port,
      method,
      facts.host,
      context.locale(),
      context.region() ?? '',
      JSON.stringify(args),
    ].join('|');
    return caches.upstream.get(key, () => upstream(...args));
  };
}
