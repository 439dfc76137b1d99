import { isCrawler, isTransientError, type GeoApi, type GeoData, type ApiResult } from '@casino/core';
import { playerHeaders } from '@casino/adapters/server';
import { readAppConfig, type BuildEnv } from '../appConfig.ts';
import type { ServerCaches } from '../../server/serverCaches.ts';
import { keyedCookies, mayShare } from './pagePrivacy.ts';

/** The geo call of a page's key: the same answer, from the same cache, as the render's own geo check. */
async function geoCall(
  config: ReturnType<typeof readAppConfig>,
  headers: Record<string, string>,
): ApiResult<GeoData> {
  const http = await import('@casino/adapters/http');
  const client = http.createHttpClient({
    baseUrl: config.apiBaseUrl,
    getToken: () => null,
    getLocale: () => 'ru',
    getRegion: () => null,
    headers,
    refresher: { accessTokenAfter401: () => Promise.resolve(null) },
  });
  const api: GeoApi = new http.AxiosGeoApi(client);
  return api.geoIp();
}

/**
 * The key of a visitor's page in the server's micro-cache, or null when the request's page is its own (a player's, a
 * personal cookie, a query, not a GET, the caches off, the geo answer not known). Everything a visitor's page depends
 * on is in it: the address (scheme, host, path: the locale), whether the visitor is a crawler (never geo-checked),
 * else the country and region the geo check answers for the client's address (a blocked region's page differs), and
 * the cookies the page reads (`KEYED_COOKIES`).
 */
export async function pageKey(
  request: Request,
  remoteAddress: string | null,
  options: { readonly caches: ServerCaches; readonly env?: BuildEnv },
): Promise<string | null> {
  const { caches } = options;
  if (!caches.settings.enabled || !mayShare(request)) return null;
  const url = new URL(request.url);
  const userAgent = request.headers.get('user-agent') ?? '';
  let visitor = 'crawler';
  if (!isCrawler(userAgent)) {
    const headers = playerHeaders({ headers: request.headers, remoteAddress });
    const address = headers['X-Forwarded-For'];
    if (!address) return null;
    const config = readAppConfig({ ...import.meta.env, ...options.env }, url);
    const geo = await caches.geo.get(address, () => {
      caches.metrics.count('upstream_calls_total', { call: 'GeoApi.geoIp' });
      return geoCall(config, headers);
    });
    if (!geo.ok && isTransientError(geo.error)) return null;
    const value = geo.ok ? (geo.value as GeoData) : null;
    visitor = value ? `${value.countryCode}/${value.region}` : `geo:${geo.ok ? '' : geo.error.kind}`;
  }
  const country = caches.settings.countryHeader
    ? (request.headers.get(caches.settings.countryHeader) ?? '')
    : '';
  return [
    url.protocol,
    url.host,
    url.pathname,
    visitor,
    country,
    keyedCookies(request.headers.get('cookie')),
  ].join(' ');
}
