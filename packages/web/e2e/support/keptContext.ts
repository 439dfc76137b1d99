import type { Browser, BrowserContext, CDPSession, Page, ViewportSize } from '@playwright/test';

/**
 * One browser context and tab a worker keeps from test to test (issue 37), cleared between them as a new one would be.
 *
 * A test's first page in a new context costs the browser 0.9-1.1 s of CPU, the same page loaded again in a tab that
 * already showed the site 0.5-0.6 s: a new tab starts a renderer process and compiles the site's scripts afresh, a
 * kept one reuses both (the compiled code is kept with the context's HTTP cache). Playwright's own `reuseContext`
 * clears that cache between tests and saved nothing here, so the suite keeps its own. Between two tests the tab goes
 * to `about:blank` (the page's scripts, sockets and timers end), other tabs close, the test's routes and listeners
 * go, the viewport and emulated media return to the context's, and cookies, permissions and every shown origin's
 * stored data (local and session storage, IndexedDB, Cache Storage, service workers) are cleared. The HTTP cache is
 * kept: nothing the site serves is cacheable but its hashed files (pages answer `max-age=0`, the API `no-store`).
 *
 * A test that changes what a clear cannot undo (an init script, a binding, a clock, a CDP session, a WebSocket route,
 * extra headers, default timeouts, offline mode, a grant, a geolocation) spends the context, and it is closed after the test; so is one whose test
 * failed or is retried (a retry records its trace in a new context) and one whose tab showed a second origin (its
 * session storage is out of reach). A test of other context options (`test.use` of a locale, service workers…) gets
 * a kept context of its own; the worker keeps a few.
 */
export interface KeptContexts {
  /** The test's context: the kept one when it was opened with the same options, else a new one (kept unless `fresh`). */
  open(options: KeptOptions, fresh: boolean): Promise<BrowserContext>;
  /** The test's page: the kept tab, or a new one in a fresh context. */
  page(context: BrowserContext): Promise<Page>;
  /** After the test: clears the kept context for the next test, or closes a spent or fresh one. */
  release(context: BrowserContext, passed: boolean): Promise<void>;
  close(): Promise<void>;
}

/** The test's context options, as far as a kept tab is put back to them. */
export interface KeptOptions {
  /** Every context option, serialised: a kept context serves only tests of the same. */
  readonly key: string;
  readonly viewport: ViewportSize | null;
  readonly media: Required<
    Pick<
      Parameters<Page['emulateMedia']>[0] & object,
      'colorScheme' | 'reducedMotion' | 'forcedColors' | 'contrast'
    >
  >;
}

/** What a test may call that a clear between tests cannot undo. */
const SPENDING_CONTEXT_CALLS = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
  'grantPermissions',
  'newCDPSession',
  // Not let go by unrouteAll.
  'routeWebSocket',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
];
const SPENDING_PAGE_CALLS = [
  'addInitScript',
  'addLocatorHandler',
  'exposeBinding',
  'exposeFunction',
  'routeWebSocket',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'setExtraHTTPHeaders',
];
const SPENDING_CLOCK_CALLS = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
];
const LISTENING_CALLS = ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener'];

/**
 * Contexts kept a worker, one per set of options: a file whose parts differ in options (`test.use` in a `describe`)
 * goes back and forth between a few. A kept tab waits on `about:blank` and costs no CPU.
 */
const MAX_KEPT = 3;

/** Every kind of data a site stores per origin but session storage, for CDP's `Storage.clearDataForOrigin`. */
const STORED_DATA =
  'cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems,websql,shared_storage,storage_buckets';

interface Kept {
  readonly options: KeptOptions;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly cdp: CDPSession;
  /** Origins a frame of the context showed, whose stored data is cleared. */
  readonly origins: Set<string>;
  /** Origins the tab itself showed, one of which may be kept. */
  readonly shown: Set<string>;
  /** Listeners the test added to the kept page or context. */
  readonly listeners: { target: object; event: string; listener: unknown }[];
  /** Why it cannot be cleared, once a test did what a clear cannot undo. */
  spentBy: string | null;
  /** Whether the test emulated other media, which the page does not tell (its viewport it does). */
  mediaChanged: boolean;
}

/** Runs `run(name)` before each call of `target[name]`, for the names `target` has as methods. */
function beforeCalls(
  target: object,
  names: readonly string[],
  run: (name: string, args: unknown[]) => void,
): void {
  const methods = target as Record<string, unknown>;
  for (const name of names) {
    const method = methods[name];
    if (typeof method !== 'function') continue;
    methods[name] = function (this: unknown, ...args: unknown[]) {
      run(name, args);
      return (method as (...args: unknown[]) => unknown).apply(this, args);
    };
  }
}

function originOf(url: string): string | null {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Closes a context once the routes of its test no longer answer: a route's `fetch` still in flight when its context
 * closes fails the whole run ("route.fetch: Test ended", outside any test), as a live feed's poll did at the end of
 * `money-vip.spec.ts`.
 */
export async function closeQuietly(context: BrowserContext): Promise<void> {
  await releaseRoutes(context);
  await context.close().catch(() => undefined);
}

/** Lets go of the context's and its pages' routes, not waiting for a handler still running nor minding its error. */
async function releaseRoutes(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined);
  for (const page of context.pages())
    await page.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined);
}

/** `prepare` runs on each new context before a test sees it: what it adds there is every test's and spends nothing. */
export function keptContexts(
  browser: Browser,
  prepare: (context: BrowserContext) => Promise<unknown>,
): KeptContexts {
  // The browser's own method: while a test runs, its `guardOtherContexts` swaps the instance's for one that closes
  // what it opened when the test ends.
  const newContext = async () => {
    const context = await (Object.getPrototypeOf(browser) as Browser).newContext.call(browser);
    await prepare(context);
    return context;
  };
  /** The kept contexts, the most recently used last. */
  const kept: Kept[] = [];
  const log = (line: string) => {
    if (process.env['E2E_KEPT_LOG']) console.log(`[kept] ${line}`);
  };
  const keptOf = (context: BrowserContext) => kept.find((entry) => entry.context === context);
  const forget = async (entry: Kept) => {
    kept.splice(kept.indexOf(entry), 1);
    await closeQuietly(entry.context);
  };

  const keep = async (options: KeptOptions, context: BrowserContext): Promise<Kept> => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const entry: Kept = {
      options,
      context,
      page,
      cdp,
      origins: new Set(),
      shown: new Set(),
      listeners: [],
      spentBy: null,
      mediaChanged: false,
    };
    const watch = (shownPage: Page) =>
      shownPage.on('framenavigated', (frame) => {
        const origin = originOf(frame.url());
        if (!origin) return;
        entry.origins.add(origin);
        if (shownPage === page && frame === page.mainFrame()) entry.shown.add(origin);
      });
    watch(page);
    context.on('page', watch);
    // From here on, what the test does is watched.
    const spend = (name: string) => {
      entry.spentBy ??= name;
    };
    beforeCalls(context, SPENDING_CONTEXT_CALLS, spend);
    beforeCalls(page, SPENDING_PAGE_CALLS, spend);
    beforeCalls(page.clock, SPENDING_CLOCK_CALLS, spend);
    beforeCalls(page, ['emulateMedia'], () => {
      entry.mediaChanged = true;
    });
    for (const target of [page, context]) {
      beforeCalls(target, LISTENING_CALLS, (_name, [event, listener]) => {
        entry.listeners.push({ target, event: String(event), listener });
      });
    }
    return entry;
  };

  const clear = async (entry: Kept) => {
    if (entry.spentBy) throw new Error(`spent by ${entry.spentBy}`);
    for (const { target, event, listener } of entry.listeners.splice(0)) {
      (target as { off(event: string, listener: unknown): void }).off(event, listener);
    }
    await releaseRoutes(entry.context);
    for (const other of entry.context.pages()) if (other !== entry.page) await other.close();
    // Session storage belongs to the tab, and only a page of its origin clears it: the origin shown now is cleared,
    // and a tab that showed another is not kept.
    if (entry.shown.size > 1) throw new Error(`the tab showed ${entry.shown.size} origins`);
    if (originOf(entry.page.url())) await entry.page.evaluate(() => sessionStorage.clear());
    await entry.page.goto('about:blank');
    await entry.context.clearCookies();
    await entry.context.clearPermissions();
    for (const origin of entry.origins) {
      await entry.cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORED_DATA });
    }
    entry.origins.clear();
    entry.shown.clear();
    const { viewport } = entry.options;
    const shownSize = entry.page.viewportSize();
    if (shownSize?.width !== viewport?.width || shownSize?.height !== viewport?.height) {
      if (!viewport) throw new Error('the viewport changed in a context without one');
      await entry.page.setViewportSize(viewport);
    }
    if (entry.mediaChanged) await entry.page.emulateMedia({ media: null, ...entry.options.media });
    entry.mediaChanged = false;
  };

  return {
    async open(options, fresh) {
      if (fresh) return newContext();
      const same = kept.find((entry) => entry.options.key === options.key);
      if (same) {
        log('reused');
        kept.push(...kept.splice(kept.indexOf(same), 1));
        return same.context;
      }
      log(kept.length > 0 ? 'new: other options' : 'new');
      if (kept.length >= MAX_KEPT) await forget(kept[0]!);
      const entry = await keep(options, await newContext());
      kept.push(entry);
      return entry.context;
    },
    async page(context) {
      return keptOf(context)?.page ?? context.newPage();
    },
    async release(context, passed) {
      const entry = keptOf(context);
      if (!entry) {
        await closeQuietly(context);
        return;
      }
      if (!passed) {
        await forget(entry);
        return;
      }
      try {
        await clear(entry);
      } catch (error) {
        log(`closed: ${String(error)}`);
        await forget(entry);
      }
    },
    async close() {
      while (kept.length > 0) await forget(kept[0]!);
    },
  };
}
