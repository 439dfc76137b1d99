import type { Page } from '@playwright/test';
import { SW_REGISTRATION_ERROR_MESSAGE } from '@casino/core';

/**
 * Console errors and uncaught exceptions of a page, collected from before its first navigation. One is left out: the
 * suite blocks the service worker outside the files that test it (playwright.config.ts), and the app logs its
 * registration's failure then, as it must; those files check that registration succeeds.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text().startsWith(SW_REGISTRATION_ERROR_MESSAGE)) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export interface CspWatch {
  /** Violations reported by the page (securitypolicyviolation events) and CSP errors printed to its console. */
  readonly violations: string[];
}

/** The paths of the page's requests that `wanted` picks, collected from before its first navigation. */
export function watchRequests(page: Page, wanted: (pathname: string) => boolean): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (wanted(pathname)) paths.push(pathname);
  });
  return paths;
}

/** Records every Content-Security-Policy violation of the page from its first script on. */
export async function watchCsp(page: Page): Promise<CspWatch> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    const report = (globalThis as unknown as { __reportCspViolation: (text: string) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  page.on('console', (message) => {
    if (
      /content security policy|refused to (load|execute|apply|connect|frame|evaluate)/i.test(message.text())
    ) {
      violations.push(`console: ${message.text()}`);
    }
  });
  return { violations };
}
