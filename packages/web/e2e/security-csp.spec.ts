import type { Page } from '@playwright/test';
import { Window } from 'happy-dom';
import { expect, test } from './support/fixtures.ts';
import { watchCsp } from './support/watch.ts';
import { analyticsEventsSent, analyticsStarted, openPage, settle } from './support/ready.ts';
import { PROVIDER_URL, WEB_URL } from './support/servers.ts';
import { fetchClosing } from './support/routeFetch.ts';

/** The widgets the build names (chat, messaging analytics), played by the provider stand-in: the only foreign scripts. */
const WIDGET_SCRIPTS = [`${PROVIDER_URL}/assets/chat.js`, `${PROVIDER_URL}/assets/messaging.js`];

/**
 * Pages that the walks of every route do not open with the policy watched: a game page under another locale's prefix
 * (pages-routes.spec.ts watches the game pages in ru and en; layout-360.spec.ts watches every other page in all four
 * locales), pages reached by a link or a wrong address, and the modals opened by query flags.
 */
const PAGES = [
  '/games/slots/book-of-luck/demo',
  '/tournament/1',
  '/reset-password/not-a-token',
  '/error?errorCode=500',
  '/no-access',
  '/no/such/page',
  '/kz/games/dice',
  '/en?login',
  '/en?signup',
  '/en?deposit',
];

/** The policy of the page's meta tag, as the browser reads it from the server's HTML. */
function metaPolicy(html: string): string | null {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true },
  });
  try {
    const document = new window.DOMParser().parseFromString(html, 'text/html');
    return (
      document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? null
    );
  } finally {
    void window.happyDOM.close();
  }
}

/**
 * The analytics library starts once the first page has been live a few seconds and the browser is idle
 * (`whenPageSettled`, src/components/idle.ts): the page's clock (installed before its first load) is moved on past
 * that, in its own order of timers, instead of the test waiting it out for each page.
 */
async function startAnalytics(page: Page): Promise<void> {
  await page.clock.runFor(10_000);
}

test.describe('content security policy', () => {
  // Each test has its own page and changes nothing on the server: they may run side by side.
  test.describe.configure({ mode: 'parallel' });

  test('is sent as a header and as a meta tag, without eval or inline scripts and with no plugins', async ({
    request,
  }) => {
    // The server's answer says it all: no browser is needed to read a header and a tag of the HTML.
    const response = await request.get(`${WEB_URL}/`);
    const header = response.headers()['content-security-policy'] ?? '';
    const meta = metaPolicy(await response.text());
    expect(meta).not.toBeNull();
    for (const policy of [header, meta ?? '']) {
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain(
        `script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ ${PROVIDER_URL};`,
      );
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).not.toContain('unsafe-eval');
      expect(policy.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    }
    expect(header).toContain("frame-ancestors 'none'");
  });

  test('is in force: a script injected into the page is refused', async ({ page }) => {
    const csp = await watchCsp(page);
    await openPage(page, '/');
    // An inline script that is allowed runs as it is appended, so it has run, or not, by the next line.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'globalThis.injectedRan = true';
      document.head.append(script);
      return (globalThis as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => csp.violations.some((violation) => violation.includes('script-src'))).toBe(true);
  });

  for (const path of PAGES) {
    test(`${path} loads with the policy in force and no violation`, async ({ page }) => {
      const csp = await watchCsp(page);
      await settle(page, path);
      expect(csp.violations).toEqual([]);
    });
  }

  test('analytics loads after the page and sends its events to the ingest host, with no violation', async ({
    page,
  }) => {
    // The same library loads the same way on every page: one page stands for all of them.
    const csp = await watchCsp(page);
    await page.clock.install();
    const started = analyticsStarted(page);
    const sent = analyticsEventsSent(page);
    await settle(page, '/en/faq');
    await startAnalytics(page);
    expect((await started).ok()).toBe(true);
    // Its events go in a batch a few seconds after they are captured: the page's clock is moved on past that too.
    await page.clock.runFor(10_000);
    expect((await (await sent).response())?.ok()).toBe(true);
    expect(csp.violations).toEqual([]);
  });

  test('the site loads scripts from its own origin, and only the configured widgets from another', async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const type = request.resourceType();
      if (
        (type === 'script' || type === 'stylesheet') &&
        new URL(request.url()).origin !== new URL(baseURL ?? '').origin &&
        !WIDGET_SCRIPTS.includes(request.url())
      ) {
        foreign.push(request.url());
      }
    });
    await page.clock.install();
    for (const path of ['/', '/games/dice', '/bonuses', '/en?login']) {
      // The analytics library, loaded last on every page, is one of the scripts checked.
      const started = analyticsStarted(page);
      await settle(page, path);
      await startAnalytics(page);
      await started;
    }
    expect(foreign).toEqual([]);
  });
});

test.describe('server HTML in a real browser', () => {
  const HOSTILE_SEO =
    '<h2 id="seo-heading">Play dice</h2><p>Roll <b>under</b>.</p>' +
    '<script>globalThis.seoRan = true</script>' +
    '<img src="/favicon.ico" onerror="globalThis.seoRan = true" onload="globalThis.seoRan = true">' +
    '<a id="seo-link" href="javascript:globalThis.seoRan = true">bonus</a>' +
    '<iframe srcdoc="<script>parent.seoRan = true</script>"></iframe>' +
    '<form action="https://evil.example"><input name="password"></form>';

  test('SEO text with scripts is shown sanitised: the words stay, nothing runs', async ({ page }) => {
    const csp = await watchCsp(page);
    // The real API answers (with its CORS headers); only the SEO text is swapped for a hostile one.
    await page.route('**/api/v2/content/seo**', async (route) => {
      const response = await fetchClosing(route);
      await route.fulfill({
        response,
        json: { data: { title: 'Casino', description: 'Play', keywords: 'dice', text: HOSTILE_SEO } },
      });
    });
    // The server's page carries the real SEO text it was rendered with (and renders none of its markup); the hostile
    // one comes when the browser asks, on the way home from another page.
    await openPage(page, '/en/faq');
    await page.locator('a.site-header__logo').click();
    const seo = page.locator('#seo-heading');
    await expect(seo).toHaveText('Play dice');
    const section = seo.locator('xpath=..');
    await expect(section.locator('script, iframe, form, input')).toHaveCount(0);
    await expect(section.locator('[onerror], [onload]')).toHaveCount(0);
    expect(await page.locator('#seo-link').getAttribute('href')).toBeNull();
    await page.locator('#seo-link').click();
    expect(await page.evaluate(() => (globalThis as unknown as { seoRan?: boolean }).seoRan ?? false)).toBe(
      false,
    );
    // Parsing the hostile handlers, even in DOMPurify's inert document, makes the browser report them as refused
    // inline handlers: the policy doing its part. Nothing else may be refused.
    const inlineHandler = /script-src-attr blocked inline|Executing inline event handler/;
    expect(csp.violations.filter((violation) => !inlineHandler.test(violation))).toEqual([]);
  });
});
