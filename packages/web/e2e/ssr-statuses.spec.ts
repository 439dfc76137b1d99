import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { SSR_API_URL, SSR_WEB_URL, WEB_URL } from './support/servers.ts';

/**
 * The statuses the production server answers with (§2), read as plain HTTP answers: the 404 and error pages, and the
 * guard chain against the second server's API, which only this file configures (e2e/support/servers.ts).
 */
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The answer to one request, its redirect not followed. */
const fetchOnce = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, { maxRedirects: 0, headers });

test.describe('statuses the server answers with (§2)', () => {
  test('an unknown route is the 404 page with status 404', async ({ request }) => {
    for (const path of ['/no-such-page', '/en/games/no-such-game/deeper', '/br/tournaments/someday']) {
      const answer = await fetchOnce(request, `${WEB_URL}${path}`);
      expect(answer.status(), path).toBe(404);
      expect(await answer.text(), path).toContain('<h1');
    }
  });

  test('/error?errorCode=N answers N for an HTTP error status, 200 for anything else', async ({
    request,
  }) => {
    expect((await fetchOnce(request, `${WEB_URL}/error?errorCode=503`)).status()).toBe(503);
    expect((await fetchOnce(request, `${WEB_URL}/en/error?errorCode=404`)).status()).toBe(404);
    for (const code of ['302', 'abc', '<script>', '9999']) {
      const answer = await fetchOnce(request, `${WEB_URL}/error?errorCode=${encodeURIComponent(code)}`);
      expect(answer.status(), code).toBe(200);
    }
  });
});

test.describe('the guard chain on the server (§2), against an API set up by these tests', () => {
  const configure = (request: APIRequestContext, data: Record<string, unknown>) =>
    request.post(`${SSR_API_URL}/__dev/config`, { data });

  test.afterEach(async ({ request }) => {
    await configure(request, { blockedCountries: [], mirrorNewLink: null, redirectTarget: null, sso: null });
  });

  test('a moved mirror is a 301 to the new host with the same path and query', async ({ request }) => {
    await configure(request, { mirrorNewLink: 'http://moved.localhost:4999' });
    const answer = await fetchOnce(request, `${SSR_WEB_URL}/en/games/dice?ref=42&utm_source=x`);
    expect(answer.status()).toBe(301);
    expect(answer.headers()['location']).toBe(
      'http://moved.localhost:4999/en/games/dice?ref=42&utm_source=x',
    );
  });

  test('a redirect target the server names is a 302 to it', async ({ request }) => {
    await configure(request, { redirectTarget: 'http://elsewhere.localhost:4999/' });
    const answer = await fetchOnce(request, `${SSR_WEB_URL}/faq`);
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toMatch(/^http:\/\/elsewhere\.localhost:4999\//);
  });

  test('a target in the query is never followed, nor an operator target of a hostile shape', async ({
    request,
  }) => {
    const fromQuery = await fetchOnce(
      request,
      `${SSR_WEB_URL}/faq?next=https://evil.example/&redirect=//evil.example`,
    );
    expect(fromQuery.status()).toBe(200);
    // Operator targets name other hosts by design (the next mirror, docs/security.md), but never a script or
    // credentials.
    await configure(request, {
      redirectTarget: 'javascript:alert(1)',
      mirrorNewLink: 'https://user:secret@evil.example/',
    });
    const hostile = await fetchOnce(request, `${SSR_WEB_URL}/faq`);
    expect(hostile.status()).toBe(200);
  });

  test('a blocked region gets the no-access page with status 451; a crawler is not geo-checked', async ({
    request,
  }) => {
    await configure(request, { blockedCountries: ['RU'], defaultCountry: 'RU' });
    const first = await fetchOnce(request, `${SSR_WEB_URL}/en/bonuses`);
    expect(first.status()).toBe(302);
    expect(first.headers()['location']).toBe('/en/no-access');
    const blocked = await fetchOnce(request, `${SSR_WEB_URL}/en/no-access`);
    expect(blocked.status()).toBe(451);
    expect(await blocked.text()).toContain('<h1');

    const crawler = await fetchOnce(request, `${SSR_WEB_URL}/en/bonuses`, { 'User-Agent': CRAWLER });
    expect(crawler.status()).toBe(200);
  });

  test('single sign-on at start is a server redirect for a visitor, and crawlers skip it', async ({
    request,
  }) => {
    await configure(request, { sso: 'http://sso.localhost:4999/login' });
    const visitor = await fetchOnce(request, `${SSR_WEB_URL}/en/faq`);
    expect(visitor.status()).toBe(302);
    expect(visitor.headers()['location']).toMatch(/^http:\/\/sso\.localhost:4999\/login/);
    expect(visitor.headers()['set-cookie']).toContain('ssoRedirected=1');

    const crawler = await fetchOnce(request, `${SSR_WEB_URL}/en/faq`, { 'User-Agent': CRAWLER });
    expect(crawler.status()).toBe(200);
  });
});
