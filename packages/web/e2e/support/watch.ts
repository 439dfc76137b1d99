import type { BrowserContext, Page } from '@playwright/test';
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

const CSP_BINDING = '__reportCspViolation';
/** Where each page's reported violations go, for the contexts `reportCspViolations` prepared. */
const cspSinks = new WeakMap<Page, (text: string) => void>();
const reportingContexts = new WeakSet<BrowserContext>();

/** Reports every page's securitypolicyviolation events to the suite from the first script on. */
function reportViolations(binding: string): void {
  const report = (globalThis as unknown as Record<string, (text: string) => void>)[binding]!;
  document.addEventListener('securitypolicyviolation', (event) =>
    report(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    ),
  );
}

/**
 * Reports the context's pages' violations to `watchCsp`: the binding and the script are the context's, added once
 * when it is made, so a worker's kept context (support/keptContext.ts) stays reusable after a test that watches.
 */
export async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding(CSP_BINDING, ({ page }, text: string) => cspSinks.get(page)?.(text));
  await context.addInitScript(reportViolations, CSP_BINDING);
  reportingContexts.add(context);
}

/** Records every Content-Security-Policy violation of the page from its first script on. */
export async function watchCsp(page: Page): Promise<CspWatch> {
  const violations: string[] = [];
  if (!reportingContexts.has(page.context())) {
    throw new Error(
      'watchCsp reads a page of a context the fixtures made (support/fixtures.ts, prepareContext)',
    );
  }
  cspSinks.set(page, (text) => void violations.push(text));
  page.on('console', (message) => {
    if (
      /content security policy|refused to (load|execute|apply|connect|frame|evaluate)/i.test(message.text())
    ) {
      violations.push(`console: ${message.text()}`);
    }
  });
  return { violations };
}
