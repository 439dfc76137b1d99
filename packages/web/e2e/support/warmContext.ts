import type { Browser, BrowserContext, TestInfo } from '@playwright/test';
import {
  API_URL,
  MOVED_API_URL,
  NEW_HOST,
  PROVIDER_URL,
  SSR_API_URL,
  SSR_WEB_URL,
  WEB_URL,
} from './servers.ts';

/**
 * One browser context per worker and group of tests, kept from test to test so that its HTTP cache (the site's bundles
 * and their compiled code) is warm: a visit from a fresh context costs about 2.2 s with both cores busy, one from a
 * warm cache about 1.35 s. A file opts in with `test.use({ warmContext: true })` (e2e/README.md, "A warm context").
 *
 * Between two tests the context forgets everything a player leaves behind: its pages are closed, its cookies, storage
 * (local, session, IndexedDB, caches, service workers) and permissions cleared, its routes removed. Only the HTTP cache
 * stays, and the site serves its bundles as immutable files. A test that failed takes its context with it: the next
 * one starts in a new context.
 */

/** Every origin of the run whose storage a page may write. */
const ORIGINS = [WEB_URL, SSR_WEB_URL, API_URL, MOVED_API_URL, SSR_API_URL, PROVIDER_URL, NEW_HOST].map(
  (url) => new URL(url).origin,
);
const STORAGE_TYPES = [
  'cookies',
  'local_storage',
  'indexeddb',
  'websql',
  'file_systems',
  'cache_storage',
  'service_workers',
  'shared_storage',
  'storage_buckets',
].join(',');

export class WarmContexts {
  readonly #browser: Browser;
  readonly #contexts = new Map<string, BrowserContext>();

  constructor(browser: Browser) {
    this.#browser = browser;
  }

  /**
   * The context of the test's group: its file and the describe blocks around it, where `test.use` sets the context's
   * options. Created in the first test of the group, so it takes that test's options (the same for the whole group).
   */
  async acquire(testInfo: TestInfo): Promise<BrowserContext> {
    const key = groupOf(testInfo);
    const kept = this.#contexts.get(key);
    if (kept) return kept;
    const context = await this.#browser.newContext();
    this.#contexts.set(key, context);
    return context;
  }

  /** Leaves the test's context clean for the next test of its group, or closes it after a failure. */
  async release(testInfo: TestInfo, context: BrowserContext, passed: boolean): Promise<void> {
    const key = groupOf(testInfo);
    if (passed && testInfo.status === testInfo.expectedStatus && (await forget(context))) return;
    this.#contexts.delete(key);
    await context.close({ reason: 'Test ended.' }).catch(() => undefined);
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.#contexts.values()].map((context) => context.close().catch(() => undefined)));
    this.#contexts.clear();
  }
}

function groupOf(testInfo: TestInfo): string {
  return [testInfo.project.name, ...testInfo.titlePath.slice(0, -1)].join(' › ');
}

/** Clears what the test left in the context but its HTTP cache; false when the context could not be cleared. */
async function forget(context: BrowserContext): Promise<boolean> {
  try {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    for (const page of context.pages()) await page.close();
    // The storage is cleared from a blank page of the context's own (the Storage domain needs a page's session).
    const blank = await context.newPage();
    const session = await context.newCDPSession(blank);
    for (const origin of ORIGINS)
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
    await session.detach();
    await blank.close();
    await context.clearCookies();
    await context.clearPermissions();
    return true;
  } catch {
    return false;
  }
}
