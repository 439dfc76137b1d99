import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import {
  API_URL,
  BRAND_WEB_URL,
  MOVED_API_PORT,
  MOVED_API_URL,
  NEW_HOST,
  SSR_API_PORT,
  SSR_API_URL,
  SSR_WEB_URL,
  WEB_URL,
  apiServerCommand,
  productionServerCommand,
  ssrServerEnv,
  apiServerEnv,
  brandServerEnv,
  webBuildSteps,
  webBuildEnv,
} from './e2e/support/servers.ts';
import { sideBySide } from './e2e/support/sideBySide.ts';
import { testBrowser } from './e2e/support/browsers.ts';
import { patient } from './e2e/support/patience.ts';

const onCi = !!process.env['CI'];
/** The production build the servers serve: none with E2E_REUSE_BUILD=1. */
const builds = webBuildSteps();

/**
 * End-to-end runs against the built app served by its production server and a fresh local API (in-memory database), both
 * started here: `pnpm --filter @casino/web test:e2e` needs nothing else on a fresh clone.
 */
export default defineConfig({
  testDir: './e2e',
  // Only the browser tests: a helper's unit test beside it (e2e/support/*.test.ts) is vitest's.
  testMatch: '*.spec.ts',
  // Files run side by side; the tests of one file in order, unless the file opts in (`mode: 'parallel'`, e2e/README.md).
  fullyParallel: false,
  // Two workers per core: many tests wait on the live games' rounds and the sportsbook's matches more than they
  // compute, and more workers fill those waits. In the full browser (CI mode) 2 workers took 468 s with the cores idle
  // for 188 s, 3 workers 398 s, 4 workers 367 s; in the headless shell, with other work on the machine, 3 workers
  // 456 s and 4 workers 423-424 s, the suite's own CPU the same (724-749 s). E2E_WORKERS overrides it.
  workers: Number(process.env['E2E_WORKERS']) || Math.max(2, availableParallelism() * 2),
  retries: onCi ? 1 : 0,
  reporter: 'list',
  // Waits end as soon as what they wait for is there; these limits only matter on a busy machine, where a first page
  // can take well over 10 s (the suite must pass with both cores busy), stretched by the suite's patience
  // (e2e/support/patience.ts) as every wait of the tests is.
  timeout: patient(60_000),
  expect: { timeout: patient(20_000) },
  use: {
    baseURL: WEB_URL,
    // Recording a trace costs about a quarter of the suite's CPU (its screenshots keep the browser painting frames for
    // every test), on CI and on a fresh clone alike: only the retry of a failed test records one, and a run without
    // retries prints the page's errors instead (the page fixture). E2E_TRACE overrides, e.g. `retain-on-failure` to
    // keep a failure's trace, or `on` to look at a passing test.
    trace: (process.env['E2E_TRACE'] as 'on') || 'on-first-retry',
    // A page the worker controls precaches the whole site in the background (170 files), a third of the CPU of a
    // test that does not look at it (88 s -> 59 s over four spec files). Only the files that test the installable app
    // and the offline verifier let it register (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    launchOptions: {
      // Chromium's headless shell (e2e/support/browsers.ts): a third less CPU than the full browser.
      executablePath: testBrowser(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The three APIs and both builds start at once, each production server once its build and its API answer
  // (e2e/support/sideBySide.ts): one after another, as Playwright starts its webServer entries, they took 98 s before
  // the first test on a loaded machine.
  webServer: sideBySide(
    [
      { name: 'api', command: apiServerCommand(), env: apiServerEnv(), url: `${API_URL}/mirror` },
      {
        name: 'moved api',
        command: apiServerCommand({ port: MOVED_API_PORT, mirrorNewLink: NEW_HOST }),
        url: `${MOVED_API_URL}/mirror`,
      },
      { name: 'ssr api', command: apiServerCommand({ port: SSR_API_PORT }), url: `${SSR_API_URL}/mirror` },
      ...builds.map((step) => ({ ...step, env: webBuildEnv() })),
      {
        name: 'web',
        command: productionServerCommand(),
        env: webBuildEnv(),
        url: WEB_URL,
        after: ['api', 'moved api', ...builds.map((step) => step.name)],
      },
      // A second production server over the same build, with an API of its own.
      {
        name: 'ssr web',
        command: productionServerCommand(),
        env: ssrServerEnv(),
        url: `${SSR_WEB_URL}/robots.txt`,
        after: ['ssr api', ...builds.map((step) => step.name)],
      },
      // The same build with its other sample brand (issue 36): one build, one server per brand, on the first API.
      {
        name: 'brand web',
        command: productionServerCommand(),
        env: brandServerEnv(),
        url: `${BRAND_WEB_URL}/robots.txt`,
        after: ['api', ...builds.map((step) => step.name)],
      },
    ],
    300_000,
  ),
});
