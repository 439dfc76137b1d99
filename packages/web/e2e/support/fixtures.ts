import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { API_URL } from './servers.ts';
import { guardPageText, type PageTextGuard } from './pageTextGuard.ts';
import { CPU_LOG, logCpu, workerCpu } from './cpuUsage.ts';
import { closeQuietly, keptContexts, type KeptContexts, type KeptOptions } from './keptContext.ts';
import { reportCspViolations } from './watch.ts';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo12345';

interface StoredEvent {
  readonly event: string;
  readonly properties?: Readonly<Record<string, unknown>>;
}

/**
 * The local API's development controls (contract: /__dev/*), for what a test reads back (analytics events). No money
 * moves through them: a deposit is paid on the payment stand-in's page (`payment.ts`), as a player pays it.
 */
export class LocalApi {
  readonly #request: APIRequestContext;

  constructor(request: APIRequestContext) {
    this.#request = request;
  }

  async pageViews(): Promise<readonly string[]> {
    return (await this.namedPageViews()).map((view) => view.url);
  }

  /** Each page view's address with the route name and locale it carries (§2 route-name suffixes). */
  async namedPageViews(): Promise<readonly { url: string; route: string }[]> {
    const answer = await this.#request.get(`${API_URL}/__dev/events`, {
      params: { event: '$pageview', limit: 500 },
    });
    const body = (await answer.json()) as { data: StoredEvent[] };
    return body.data.map((event) => ({
      url: String(event.properties?.['$current_url'] ?? ''),
      route: `${String(event.properties?.['route_name'])}___${String(event.properties?.['route_locale'])}`,
    }));
  }
}

/** Logs in through the Login modal, opened by its query flag. */
export async function logInAsDemo(page: Page, path = '/en'): Promise<void> {
  await page.goto(`${path}?login`);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(DEMO_EMAIL);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

/**
 * What every context the suite makes for a test carries from its start: the text guard, and the reporting of the
 * Content-Security-Policy violations `watchCsp` reads.
 */
async function prepareContext(context: BrowserContext): Promise<PageTextGuard> {
  const guard = await guardPageText(context);
  await reportCspViolations(context);
  return guard;
}

export const test = base.extend<
  { localApi: LocalApi; guardOtherContexts: void; cpuLog: void },
  { keptContexts: KeptContexts }
>({
  // The worker's kept context (support/keptContext.ts), read by every page the test opens.
  keptContexts: [
    async ({ browser }, use) => {
      const contexts = keptContexts(browser, prepareContext);
      await use(contexts);
      await contexts.close();
    },
    { scope: 'worker' },
  ],
  // With E2E_CPU_LOG, the CPU of each test's worker and browser (support/cpuUsage.ts): set up first and torn down last,
  // around the test's pages and contexts.
  cpuLog: [
    // eslint-disable-next-line no-empty-pattern -- the fixture needs no other
    async ({}, use, testInfo) => {
      if (!CPU_LOG) return use();
      const before = workerCpu();
      await use();
      logCpu(testInfo.file, testInfo.title, before);
    },
    { auto: true },
  ],
  // The test's own API client closes each connection after its answer. Playwright's request context keeps connections
  // alive with no idle timeout of its own, so one left idle as long as the API keeps it (a login and a page between two
  // calls) was reused just as the API closed it: ECONNRESET on a busy machine (issue 37;
  // packages/api/test/keepAliveReuse.test.ts reproduces it). A new local connection per call costs next to nothing.
  request: async ({ playwright, extraHTTPHeaders }, use) => {
    const request = await playwright.request.newContext({
      extraHTTPHeaders: { ...extraHTTPHeaders, connection: 'close' },
    });
    await use(request);
    await request.dispose();
  },
  localApi: async ({ request }, use) => {
    await use(new LocalApi(request));
  },
  // A context the test opens itself (a second player, a crawler, a page without scripts) is read the same way.
  guardOtherContexts: [
    async ({ browser }, use, testInfo) => {
      const guards: PageTextGuard[] = [];
      const opened: BrowserContext[] = [];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        opened.push(context);
        guards.push(await prepareContext(context));
        return context;
      };
      await use();
      browser.newContext = newContext;
      for (const guard of guards) await guard.finish(testInfo);
      // Closed once read: a context the test left open (a second player on the crash page) lives as long as the
      // worker's browser, drawing its live page for every later test of the worker (issue 37: two renderers and the
      // GPU process took a third of the machine for the rest of a fresh clone's run). Closing a closed one is a no-op.
      await Promise.all(opened.map(closeQuietly));
    },
    { auto: true },
  ],
  // Every page of the test is read as the player reads it (its visible text, at each navigation and at the end): an
  // unfilled placeholder, a translation key or another locale's word fails the test (issue 38). The context is the
  // worker's kept one when the test's options are those it was opened with (support/keptContext.ts).
  context: async (
    {
      keptContexts,
      video,
      trace,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      hasTouch,
      geolocation,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      storageState,
      viewport,
      timezoneId,
      userAgent,
      baseURL,
      contextOptions,
      serviceWorkers,
    },
    use,
    testInfo,
  ) => {
    const options: KeptOptions = {
      key: JSON.stringify({
        acceptDownloads,
        bypassCSP,
        colorScheme,
        contrast,
        deviceScaleFactor,
        extraHTTPHeaders,
        forcedColors,
        hasTouch,
        geolocation,
        httpCredentials,
        ignoreHTTPSErrors,
        isMobile,
        javaScriptEnabled,
        locale,
        offline,
        permissions,
        proxy,
        reducedMotion,
        screen,
        storageState,
        viewport,
        timezoneId,
        userAgent,
        baseURL,
        contextOptions,
        serviceWorkers,
      }),
      viewport,
      media: {
        colorScheme: colorScheme ?? 'light',
        reducedMotion: reducedMotion ?? 'no-preference',
        forcedColors: forcedColors ?? 'none',
        contrast: contrast ?? 'no-preference',
      },
    };
    // A retry, and a test whose trace or video is recorded (Playwright starts recording with the context), gets a
    // context made for it.
    const context = await keptContexts.open(options, recordsEveryTest(trace, video) || testInfo.retry > 0);
    const guard = await guardPageText(context);
    guard.beginTest();
    await use(context);
    try {
      await guard.finishTest(testInfo);
    } finally {
      await keptContexts.release(context, testInfo.status === testInfo.expectedStatus);
    }
  },
  // What the page printed as errors and warnings, and threw: written out when the test fails, so a failure that a
  // retry does not repeat (an error page after an unhandled rejection) still says what went wrong.
  page: async ({ context, keptContexts }, use, testInfo) => {
    const page = await keptContexts.page(context);
    const lines: string[] = [];
    const started = Date.now();
    const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        lines.push(`${at()} console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => lines.push(`${at()} page error: ${error.stack ?? error.message}`));
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && lines.length > 0) {
      console.error(`The page's errors and warnings (${testInfo.title}):\n${lines.join('\n')}`);
    }
  },
});

type RecordingOption<Mode extends string> = Mode | { readonly mode: Mode };

/**
 * Whether the run records every test's trace or video: Playwright starts recording with the context, so each test then
 * gets a context made for it and none is kept from test to test (support/keptContext.ts).
 */
export function recordsEveryTest(trace: RecordingOption<string>, video: RecordingOption<string>): boolean {
  const videoMode = typeof video === 'string' ? video : video.mode;
  const traceMode = typeof trace === 'string' ? trace : trace.mode;
  return videoMode !== 'off' || ['on', 'retain-on-failure', 'retain-on-first-failure'].includes(traceMode);
}

export { expect };
