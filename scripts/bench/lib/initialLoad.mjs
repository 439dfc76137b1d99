/* global document, MutationObserver */
// Which JavaScript and CSS a phone-sized browser loads for a page before that page is ready, and which it loads only
// afterwards. "Ready" is the moment the page's <h1> is on screen, the window `load` event has fired and the app has
// marked itself ready (`<html data-app-ready>`: the server's page hydrated, so it answers input): everything requested
// by then was needed to show the page and make it respond (the initial load); what the app asks for later (analytics,
// the captcha, other pages, other locales) is lazy. The files' bytes are then read from the build folder.
import { CHROMIUM, CHROMIUM_FLAGS, importFromWeb } from './paths.mjs';

/** The viewport Lighthouse's mobile preset emulates (Moto G Power). */
const MOBILE_VIEWPORT = { width: 412, height: 823 };
/** After ready, how long the network must stay quiet before the lazy requests are counted. */
const QUIET_MS = 1_500;
const LIMIT_MS = 30_000;

/** Runs in the page before its own scripts: notes when the first <h1> appears. */
function watchFirstHeading() {
  const mark = () => {
    if (globalThis.__benchHeadingAt === undefined && document.querySelector('h1')) {
      globalThis.__benchHeadingAt = performance.now();
    }
    if (globalThis.__benchAppReadyAt === undefined && document.documentElement?.dataset.appReady === 'true') {
      globalThis.__benchAppReadyAt = performance.now();
    }
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true, attributes: true });
}

/** Runs in the page once it is ready: the requested resources with their start times. */
function readResources() {
  return {
    headingAt: globalThis.__benchHeadingAt ?? null,
    appReadyAt: globalThis.__benchAppReadyAt ?? null,
    loadAt: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? null,
    resources: performance.getEntriesByType('resource').map((entry) => ({
      url: entry.name,
      startTime: entry.startTime,
      initiatorType: entry.initiatorType,
    })),
  };
}

const kindOf = (pathname) => (pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null);

/**
 * Loads `url` in chromium and splits the site's own JS and CSS into the initial load and what came after.
 * Service workers are blocked so the worker's precache does not read as page requests.
 */
export async function measureInitialLoad(url, { apiCalls = false } = {}) {
  const { chromium } = await importFromWeb('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: MOBILE_VIEWPORT,
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const calls = [];
    const origin = new URL(url).origin;
    if (apiCalls)
      page.on('request', (request) => {
        const asked = new URL(request.url());
        if (asked.origin !== origin && ['xhr', 'fetch'].includes(request.resourceType()))
          calls.push({ method: request.method(), path: asked.pathname, at: Date.now() });
      });
    const opened = Date.now();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await page.addInitScript(watchFirstHeading);
    await page.goto(url, { waitUntil: 'load', timeout: LIMIT_MS });
    const headingShown = await page
      .waitForFunction(
        () => globalThis.__benchHeadingAt !== undefined && globalThis.__benchAppReadyAt !== undefined,
        null,
        { timeout: LIMIT_MS },
      )
      .then(() => true)
      .catch(() => false);
    await waitForQuiet(page);
    const { headingAt, appReadyAt, loadAt, resources } = await page.evaluate(readResources);
    const readyAt = Math.max(headingAt ?? 0, appReadyAt ?? 0, loadAt ?? 0);
    const files = resources
      .map((resource) => ({ ...resource, parsed: new URL(resource.url) }))
      .filter(({ parsed }) => parsed.origin === origin && kindOf(parsed.pathname) !== null)
      .map(({ parsed, startTime }) => ({
        path: decodeURIComponent(parsed.pathname),
        kind: kindOf(parsed.pathname),
        phase: startTime <= readyAt ? 'initial' : 'later',
      }));
    // The API calls the page made (with `apiCalls`), before or after it was ready: wall time from the navigation's start.
    const madeCalls = calls.map(({ method, path, at }) => ({
      method,
      path,
      phase: at - opened <= readyAt ? 'initial' : 'later',
    }));
    return { readyAtMs: readyAt, headingShown, files, pageErrors, ...(apiCalls && { apiCalls: madeCalls }) };
  } finally {
    await browser.close();
  }
}

/** Waits until no request has started or finished for QUIET_MS. */
async function waitForQuiet(page) {
  let last = Date.now();
  let inFlight = 0;
  const touch = () => (last = Date.now());
  page.on('request', () => {
    inFlight += 1;
    touch();
  });
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    touch();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const deadline = Date.now() + LIMIT_MS;
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - last < QUIET_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
