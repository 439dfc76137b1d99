import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { Window } from 'happy-dom';
import { DEMO_EMAIL, DEMO_PASSWORD, expect, test as base } from './support/fixtures.ts';
import { funded } from './support/games.ts';
import { newMatch } from './support/sports.ts';
import { waitForAppReady } from './support/ready.ts';
import { prefixed, routes, type Locale } from './support/routes.ts';
import { API_URL, WEB_URL } from './support/servers.ts';
import { watchErrors, watchRequests } from './support/watch.ts';

const LOCALES: readonly Locale[] = ['ru', 'en', 'kz', 'br'];

/** A page as a crawler or a browser with scripts off sees it: only the server's HTML. */
async function withoutScripts<T>(browser: Browser, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * The API calls `asks` picks that the browser makes while it opens `path` and hydrates it, until `shown` holds: the
 * page's data came in the server's HTML when there are none.
 */
async function callsWhileHydrating(
  page: Page,
  path: string,
  asks: (path: string) => boolean,
  shown: () => Promise<void>,
): Promise<readonly string[]> {
  const asked = watchRequests(page, asks);
  await page.goto(path);
  await waitForAppReady(page);
  await shown();
  return asked;
}

const test = base.extend<object, { noScriptPage: Page }>({
  /**
   * One page with scripts off per worker, for the tests that only read a page's HTML: a context of its own per test
   * doubled their cost. Its cookies are cleared before each test (the server sets none on these pages).
   */
  noScriptPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** What a crawler reads of a page's HTML: its level-1 headings, its main content, its title and description. */
function readHtml(html: string) {
  const window = new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
    },
  });
  try {
    const document = new window.DOMParser().parseFromString(html, 'text/html');
    const words = (node: { textContent: string | null } | null) =>
      (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const main = document.querySelector('main');
    return {
      headings: [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].map(words),
      mainIsEmpty: words(main) === '',
      bootFallbacks: document.querySelectorAll('.boot-fallback').length,
      title: words(document.querySelector('title')),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      keywords: document.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? '',
      /** Regions still showing their loading state: data the server did not have. */
      loading: document.querySelectorAll('.state--loading').length,
      gameLinks: main?.querySelectorAll('a[href*="/games/"]').length ?? 0,
      headerBalance: words(document.querySelector('[data-testid="header-balance"]')),
    };
  } finally {
    void window.happyDOM.close();
  }
}

test.describe('pages rendered on the server, read without JavaScript', () => {
  // The tests only read pages, with scripts off, and change nothing on the server.
  test.describe.configure({ mode: 'parallel' });
  // One test per page and locale, each reading the server's answer as a crawler does: no browser is needed to read
  // HTML (a page with scripts off per test cost a browser's load, layout and images for each of the 160).
  for (const locale of LOCALES) {
    for (const [path, heading] of routes(locale)) {
      test(`${locale} ${path} shows its heading, its main content and its SEO head`, async ({ request }) => {
        const answer = await request.get(`${WEB_URL}${prefixed(locale, path)}`);
        expect(answer.status(), path).toBe(200);
        const html = readHtml(await answer.text());
        expect(html.headings, path).toEqual([heading]);
        expect(html.mainIsEmpty, path).toBe(false);
        expect(html.bootFallbacks, path).toBe(0);
        expect(html.title, path).not.toBe('');
        expect(html.description, path).toMatch(/\S/);
      });
    }
  }

  test('the head carries the §3 SEO title, description and keywords in the page’s language', async ({
    request,
  }) => {
    for (const [locale, lang] of [
      ['ru', 'ru'],
      ['en', 'en'],
      ['kz', 'ru'],
      ['br', 'en'],
    ] as const) {
      const answer = await request.get(`${API_URL}/api/v2/content/seo`, {
        params: { page: 'betting', lang },
      });
      const { data } = (await answer.json()) as {
        data: { title: string; description: string; keywords: string };
      };
      // The head is the server's HTML, read as a crawler reads it (a browser per locale cost 7 s of the file's 61).
      const html = readHtml(await (await request.get(`${WEB_URL}${prefixed(locale, '/betting')}`)).text());
      expect(html.title, locale).toBe(data.title);
      expect(html.description, locale).toBe(data.description);
      expect(html.keywords, locale).toBe(data.keywords);
    }
  });

  test('the head names the canonical page, its four language versions and the page’s language', async ({
    request,
  }) => {
    const answer = await request.get(`${WEB_URL}/kz/faq`);
    expect(answer.headers()['content-language']).toBe('kk-KZ');
    const html = await answer.text();
    expect(html).toContain('<html lang="kk-KZ"');
    expect(html).toContain(`<link rel="canonical" href="${WEB_URL}/kz/faq" />`);
    for (const [hreflang, path] of [
      ['ru-RU', '/faq'],
      ['en-US', '/en/faq'],
      ['kk-KZ', '/kz/faq'],
      ['pt-BR', '/br/faq'],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${WEB_URL}${path}" />`);
    }
    expect(html).toContain('<meta property="og:url"');
  });

  test('no page needs an inline script, which the Content-Security-Policy refuses', async ({ request }) => {
    for (const path of ['/', '/en/games/keno', '/br/games/roulette', '/kz/tournaments']) {
      const html = await (await request.get(`${WEB_URL}${path}`)).text();
      const scripts = html.match(/<script\b(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/g) ?? [];
      expect(scripts, path).toEqual([]);
    }
  });

  test('the logged-in header, with the balance, is in the server’s HTML when the token cookie is there', async ({
    request,
  }) => {
    const login = await request.post(`${API_URL}/api/v2/auth/login/email/password`, {
      data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const page = async (cookie?: string) =>
      readHtml(await (await request.get(`${WEB_URL}/en`, cookie ? { headers: { cookie } } : {})).text());
    // The balance, an amount, in the header the server rendered with the cookie; none in a visitor's.
    expect((await page(`token=${token}`)).headerBalance).toMatch(/\d/);
    expect((await page()).headerBalance).toBe('');
  });
});

test.describe('the browser hydrates the server’s page', () => {
  // Every page no game is played on hydrates in all four locales, console watched for errors and missing texts, in
  // layout-360.spec.ts (the home, bonuses, betting, FAQ and tournaments pages among them); a game page, which that file
  // opens as a logged-in player, is hydrated here as a visitor's.
  const PATHS = ['/games/dice'];

  for (const locale of ['kz', 'br'] as const) {
    test(`hydrates the ${locale} pages with no hydration error and no missing text in the console`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const missing: string[] = [];
      page.on('console', (message) => {
        if (message.text().startsWith('Missing locale message')) missing.push(message.text());
      });
      for (const path of PATHS) {
        await page.goto(prefixed(locale, path));
        await waitForAppReady(page);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      }
      expect(errors).toEqual([]);
      expect(missing).toEqual([]);
    });
  }
});

test.describe('start-up answers the server already had', () => {
  test('the browser does not ask the mirror, the mirror redirect or geo again for the page it hydrates', async ({
    page,
  }) => {
    const asked = await callsWhileHydrating(
      page,
      '/en/faq',
      (path) => ['/mirror', '/middleware/mirrorRedirect', '/geo_ip'].includes(path),
      () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    );
    expect(asked).toEqual([]);
  });
});

test.describe('the page’s data in the server’s HTML', () => {
  test('the home, FAQ, top, tournaments, VIP and games pages show their data without JavaScript, none loading', async ({
    request,
  }) => {
    // What a page shows without JavaScript is its server's HTML, read as a crawler reads it.
    for (const path of ['/en', '/en/faq', '/kz', '/en/top', '/en/tournaments', '/en/vip-club', '/en/games']) {
      const html = readHtml(await (await request.get(`${WEB_URL}${path}`)).text());
      expect(html.headings, path).toHaveLength(1);
      expect(html.headings[0], path).not.toBe('');
      expect(html.loading, path).toBe(0);
      if (path === '/en/games') expect(html.gameLinks, path).toBeGreaterThan(0);
    }
  });

  test('the browser hydrates the home page without asking the API for that data again', async ({ page }) => {
    const asked = await callsWhileHydrating(
      page,
      '/en',
      (path) => path.startsWith('/api/v2/content/'),
      () => expect(page.locator('.state--loading')).toHaveCount(0),
    );
    expect(asked).toEqual([]);
  });

  test('the betting page shows the line without JavaScript, and the browser hydrates it without reading it again', async ({
    browser,
    page,
  }) => {
    await withoutScripts(browser, async (plain) => {
      await plain.goto('/en/betting');
      await expect(plain.locator('.event-row').first()).toBeVisible();
      await expect(plain.locator('.event-row button.odds').first()).toBeVisible();
    });

    const asked = await callsWhileHydrating(
      page,
      '/en/betting',
      (path) => path === '/api/v2/sports/events',
      () => expect(page.locator('.event-row').first()).toBeVisible(),
    );
    expect(asked).toEqual([]);
  });

  test('a sports event’s page shows the event without JavaScript, and the browser hydrates it without reading again', async ({
    browser,
    page,
    request,
  }) => {
    // A match of the test's own an hour away: priced all through the test (one of the line's could end between the
    // list and its page, and an ended match has no prices).
    const href = `/en/betting/event/${await newMatch(request, 3_600_000)}`;
    await withoutScripts(browser, async (plain) => {
      await plain.goto(href);
      await expect(plain.locator('.event-page')).toBeVisible();
      await expect(plain.locator('.event-page button.odds').first()).toBeVisible();
    });

    const asked = await callsWhileHydrating(
      page,
      href,
      (path) => path.startsWith('/api/v2/sports/events'),
      () => expect(page.locator('.event-page')).toBeVisible(),
    );
    expect(asked).toEqual([]);
  });

  test('the bonuses page shows what registration and a deposit unlock without JavaScript, and hydrates without asking again', async ({
    browser,
    page,
  }) => {
    const activationsLoading = (on: Page) =>
      on.locator('section[aria-labelledby="bonus-activations"] .state--loading');
    await withoutScripts(browser, async (plain) => {
      await plain.goto('/en/bonuses');
      await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(activationsLoading(plain)).toHaveCount(0);
    });

    const asked = await callsWhileHydrating(
      page,
      '/en/bonuses',
      (path) => path.endsWith('/bonus-activation/waiting-reg-and-dep'),
      () => expect(activationsLoading(page)).toHaveCount(0),
    );
    expect(asked).toEqual([]);
  });
});

test.describe('a player’s own data in the server’s HTML', () => {
  /** The player's pages, what each shows once its data is in, and the API paths of that data. */
  const PAGES = [
    {
      path: '/en/games/dice',
      shown: (on: Page) => expect(on.getByTestId('last-results').getByRole('listitem')).toHaveCount(1),
      data: (path: string) => path.endsWith('/games/bets'),
    },
    {
      path: '/en/profile/history',
      shown: (on: Page) => expect(on.getByRole('row').filter({ hasText: 'Deposit' })).toHaveCount(1),
      // The API's path, not the page's own (/en/profile/history).
      data: (path: string) => path === '/profile/history',
    },
    {
      path: '/en/profile/withdraw',
      shown: (on: Page) => expect(on.getByText('No withdrawals yet.')).toBeVisible(),
      data: (path: string) => path.endsWith('/billing/withdrawals') || path.endsWith('/billing/data'),
    },
    {
      path: '/en/profile/limits',
      shown: (on: Page) => expect(on.getByTestId('limit-deposit_day')).toBeVisible(),
      data: (path: string) => path.endsWith('/profile/safer-play'),
    },
    {
      path: '/en/bonuses',
      shown: (on: Page) => expect(on.getByText('No active free spins')).toBeVisible(),
      data: (path: string) => path.endsWith('/profile/freeSpins') || path.includes('/freeSpinsCampaigns/'),
    },
  ];

  test('the game’s last results, the history, withdrawals, limits, free spins and the profile are in the HTML, none asked again', async ({
    browser,
    page,
    request,
  }) => {
    const { token } = await funded(request);
    const bet = await request.post(`${API_URL}/games/dice/bets`, {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
      data: { amount: 1, params: { target: 50.5, direction: 'under' } },
    });
    expect(bet.status()).toBe(200);
    const cookie = { name: 'token', value: token, url: WEB_URL };

    await withoutScripts(browser, async (plain) => {
      await plain.context().addCookies([cookie]);
      for (const { path, shown } of PAGES) {
        await plain.goto(path);
        await shown(plain);
        await expect(plain.locator('main .state--loading'), path).toHaveCount(0);
      }
    });

    await page.context().addCookies([cookie]);
    const errors = watchErrors(page);
    // Nor the profile the header shows: the server read it with the player's token.
    const profile = (path: string) => path === '/profile/user';
    for (const { path, shown, data } of PAGES) {
      const asked = await callsWhileHydrating(
        page,
        path,
        (api) => data(api) || profile(api),
        () => shown(page),
      );
      expect(asked, path).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('a case’s prizes, a provider game’s name, a policy’s text and the welcome packs are in the HTML', async ({
    noScriptPage: page,
  }) => {
    await page.context().clearCookies();
    await page.goto('/en/games/cases/gold');
    // Each prize's chance said once as a percentage.
    await expect(page.getByText('Chance 20%', { exact: true })).toBeVisible();
    await page.goto('/en/games/slots/prism-drift/demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prism Drift: demo');
    await page.goto('/en/policy/en/kyc');
    await expect(page.locator('.policy__section h2').first()).toHaveText(/^1\. \S/);
    await page.goto('/en/welcome-pack');
    await expect(page.locator('main section[aria-labelledby^="pack-"]').first()).toBeVisible();
    await expect(page.locator('main .state--loading')).toHaveCount(0);
  });
});
