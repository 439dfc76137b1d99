import { existsSync } from 'node:fs';

/**
 * Chromium's headless shell, the browser every test runs in: Debian's build of Chromium's headless mode without the
 * full browser around it, as Playwright runs its own headless tests. The same engine (Blink, V8, the same version as
 * Debian's chromium), without the browser's window, its compositor frames and its UI processes: the whole suite took
 * about a third less CPU than in the full browser (1,690 s of test time -> 1,108 s, one run each on this 2-core
 * machine). `npm test` installs it (`scripts/bootstrap.mjs`); E2E_CHROMIUM names another binary.
 */
export const HEADLESS_SHELL = process.env['E2E_CHROMIUM'] ?? '/usr/bin/chromium-headless-shell';

/**
 * The full browser, for what only it does: offering the site's installation (`beforeinstallprompt`), which the
 * headless shell never fires.
 */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/** The headless shell's path, or a clear error that says how to install it. */
export function testBrowser(): string {
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  throw new Error(
    `The browser tests run in Chromium's headless shell, not found at ${HEADLESS_SHELL}: ` +
      '`npm test` installs it, or `apt-get install chromium-headless-shell` (E2E_CHROMIUM names another binary).',
  );
}
