// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { err, ok } from '@casino/core';
import { DEFAULT_CACHE_SETTINGS, ServerCaches } from '../../server/serverCaches.ts';
import { pageKey } from './pageKey.ts';

const ADDRESS = '203.0.113.7';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Caches whose geo answer for the test's address is known already, so no call leaves the test. */
async function cachesKnowing(answer: Parameters<typeof ok>[0] | null, settings = DEFAULT_CACHE_SETTINGS) {
  const caches = new ServerCaches(settings);
  const geo = answer === null ? err({ kind: 'regionBlocked' as const, message: '451' }) : ok(answer);
  await caches.geo.get(ADDRESS, () => Promise.resolve(geo));
  return caches;
}

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://casino.test${path}`, { headers });

describe('the key of a visitor’s page (issue 35, item 2)', () => {
  it('names the address, the country and region the geo check answers, and the cookies the page reads', async () => {
    const caches = await cachesKnowing({ ip: ADDRESS, countryCode: 'KZ', region: 'KZ' });
    const key = await pageKey(request('/en/faq', { cookie: 'locale=en; ssoRedirected=1' }), ADDRESS, {
      caches,
    });
    expect(key).toContain('https: casino.test /en/faq KZ/KZ');
    expect(key).toContain('ssoRedirected=1');
    expect(await pageKey(request('/en/faq'), ADDRESS, { caches })).not.toBe(key);
  });

  it('keeps a blocked region’s page apart, and a crawler’s, which is never geo-checked', async () => {
    const caches = await cachesKnowing(null);
    expect(await pageKey(request('/'), ADDRESS, { caches })).toContain('geo:regionBlocked');
    expect(await pageKey(request('/', { 'user-agent': CRAWLER }), '198.51.100.9', { caches })).toContain(
      'crawler',
    );
  });

  it('gives no key to a page that is its own: a player’s, a query, caches off', async () => {
    const caches = await cachesKnowing({ ip: ADDRESS, countryCode: 'RU', region: 'RU' });
    expect(await pageKey(request('/', { cookie: 'token=abc' }), ADDRESS, { caches })).toBeNull();
    expect(await pageKey(request('/?utm_source=mail'), ADDRESS, { caches })).toBeNull();
    const off = await cachesKnowing(
      { ip: ADDRESS, countryCode: 'RU', region: 'RU' },
      {
        ...DEFAULT_CACHE_SETTINGS,
        enabled: false,
      },
    );
    expect(await pageKey(request('/'), ADDRESS, { caches: off })).toBeNull();
  });

  it('varies on the country a CDN names, when it names one', async () => {
    const caches = await cachesKnowing(
      { ip: ADDRESS, countryCode: 'RU', region: 'RU' },
      {
        ...DEFAULT_CACHE_SETTINGS,
        countryHeader: 'cf-ipcountry',
      },
    );
    const ru = await pageKey(request('/', { 'cf-ipcountry': 'RU' }), ADDRESS, { caches });
    const kz = await pageKey(request('/', { 'cf-ipcountry': 'KZ' }), ADDRESS, { caches });
    expect(ru).not.toBe(kz);
  });
});
