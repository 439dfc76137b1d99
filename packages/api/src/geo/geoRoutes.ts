import type { Context, Hono } from 'hono';
import type { AppEnv, Deps } from '../deps.ts';
import { regionBlocked } from '../http/errors.ts';
import { clientIp } from '../http/request.ts';

/**
 * The caller's country: the `X-Debug-Country` header in development mode, else the country of the client's address
 * where a GeoIP database is configured and places it, else the configured default.
 */
export function countryOf(c: Context, deps: Deps): string {
  const debug = c.req.header('x-debug-country')?.trim().toUpperCase();
  if (deps.config.dev && debug && /^[A-Z]{2}$/.test(debug)) return debug;
  return deps.geoIp?.country(clientIp(c)) ?? deps.geoMirror.defaultCountry;
}

/** Region is KZ only when the country is KZ, else RU (§9). */
export function regionOf(country: string): 'KZ' | 'RU' {
  return country === 'KZ' ? 'KZ' : 'RU';
}

/** The region a new account belongs to: the client's `Region` header when it sends one, else from the country. */
export function requestRegion(c: Context, deps: Deps): 'KZ' | 'RU' {
  const header = c.req.header('region')?.trim().toUpperCase();
  if (header === 'KZ' || header === 'RU') return header;
  return regionOf(countryOf(c, deps));
}

export function geoRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/geo_ip', (c) => {
    const country = countryOf(c, deps);
    if (deps.geoMirror.blockedCountries.includes(country)) throw regionBlocked();
    return c.json({ data: { data: { ip: clientIp(c), country_code: country, region: regionOf(country) } } });
  });

  app.get('/mirror', (c) =>
    c.json({
      redirect: { newLink: deps.geoMirror.mirrorNewLink },
      meta_yandex_verification: deps.geoMirror.metaYandexVerification,
      sso: deps.geoMirror.sso,
    }),
  );
}
