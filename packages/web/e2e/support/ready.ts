import { expect, type Page, type Request, type Response } from '@playwright/test';
import { patient } from './patience.ts';

/**
 * How a browser test waits: for what it needs, never for network idleness (analytics and lazy chunks keep the network
 * busy for seconds after a page is usable) and never for a fixed time. See e2e/README.md.
 */

/** The longest wait for the app or its data: long enough for a loaded CI machine, within the test's own timeout. */
const READY_TIMEOUT_MS = patient(30_000);

/**
 * The app's own readiness: `<html data-app-ready="true">` is set once a page is committed and no navigation is under
 * way (its chunks, view models and locale bundles are in). Its data may still be arriving: wait for what shows it.
 */
export async function waitForAppReady(page: Page): Promise<void> {
  // A first page takes seconds on a machine whose cores are all busy; the wait ends as soon as the mark is there.
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: READY_TIMEOUT_MS });
}

/** Opens `path` and waits until the app is ready and the page shows its one level-1 heading. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForAppReady(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * The page's data is in: the app is ready and no region shows its loading state (LoadingState, which every data region
 * of the pages shows while it waits). Whether the data came, came empty or failed, each test asserts on its own.
 */
export async function waitForPageData(page: Page): Promise<void> {
  await waitForAppReady(page);
  await expect(page.locator('.state--loading')).toHaveCount(0, { timeout: READY_TIMEOUT_MS });
}

/**
 * Every image in the viewport has loaded (or failed): what a screenshot should show. Lazy ones out of view, below it or
 * above it (a page scrolled to a row far down), wait.
 */
export async function waitForVisibleImages(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        })
        .every((image) => image.complete),
    undefined,
    { timeout: READY_TIMEOUT_MS },
  );
}

/**
 * The brand's fonts are in and those the page draws are loaded (src/brandFonts.ts): what a picture of the page shows.
 * The faces come in once the fonts the page draws have arrived, so `document.fonts.ready` alone could answer before.
 */
export async function waitForBrandFonts(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-brand-fonts', 'true', {
    timeout: READY_TIMEOUT_MS,
  });
  await page.evaluate(() => document.fonts.ready);
}

/** The page shows its heading, its data and the images in view: every load of its own has been tried. */
export async function settle(page: Page, path: string): Promise<void> {
  await openPage(page, path);
  await waitForPageData(page);
  await waitForVisibleImages(page);
}

const pathnameOf = (url: string) => new URL(url).pathname;

/** Requests to the analytics ingest host (§7), by the path posthog-js uses for each kind. */
const INGEST = {
  /** The first calls posthog-js makes once it has loaded: its remote settings, and the feature flags (§6) if asked. */
  start: /^\/ingest\/(array\/[^/]+\/config(\.js)?|flags\/?|decide\/?)$/,
  /** A batch of captured events (page views among them), sent a few seconds after they are captured. */
  events: /^\/ingest\/(e|batch|capture|i\/v0\/e)\/?$/,
} as const;

/**
 * Resolves with the answer to the analytics library's first call. posthog-js is the last thing a page loads by itself
 * (after its heading, once the browser is idle), so once this has answered, every load the page starts on its own has
 * been tried. Call it before the navigation, await it after.
 */
export function analyticsStarted(page: Page): Promise<Response> {
  return page.waitForResponse((response) => INGEST.start.test(pathnameOf(response.url())));
}

/** Resolves with the first request that carries captured events to the ingest host. Call it before the action. */
export function analyticsEventsSent(page: Page): Promise<Request> {
  return page.waitForRequest((request) => INGEST.events.test(pathnameOf(request.url())));
}
