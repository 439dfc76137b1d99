import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, TestInfo } from '@playwright/test';
import { BRAND_WEB_URL, SSR_WEB_URL, WEB_URL } from './servers.ts';
import { localeOfLang, textProblems } from './textGuard.ts';

const BINDING = '__pageTextGuard';
const APP_ORIGINS = new Set([WEB_URL, SSR_WEB_URL, BRAND_WEB_URL].map((url) => new URL(url).origin));
/** How long the last look at a page may take: a page held by a dialog or a crash is not read. */
const LAST_LOOK_MS = 5_000;

/**
 * The page's visible text in the page's own language: a part marked with another `lang` (a policy document in its own
 * language under the interface's heading) is the language it says it is, and is left out.
 */
function visibleText(): string {
  const primary = (tag: string) => tag.toLowerCase().split('-')[0];
  const own = primary(document.documentElement.lang);
  let text = document.body?.innerText ?? '';
  for (const part of document.body?.querySelectorAll<HTMLElement>('[lang]') ?? []) {
    if (primary(part.lang) !== own) text = text.replace(part.innerText, '\n');
  }
  return text;
}

/**
 * Runs in every document of the context: the top page hands its visible text over each time the app says a page is
 * ready (`data-app-ready`: its bundles are in), after each action of the player, and each time it is left, by a full
 * load or by the router (the text the player saw there, before the next page replaces it).
 */
function reportOnLeave(binding: string, read: () => string): void {
  if (window.top !== window) return;
  const report = () => {
    const text = document.body ? read() : '';
    const send = (window as unknown as Record<string, unknown>)[binding];
    if (text && typeof send === 'function') {
      void (send as (...args: string[]) => Promise<void>)(location.href, document.documentElement.lang, text);
    }
  };
  addEventListener('pagehide', report);
  // At each action of the player (a click, a key) the page is read as they saw it when they acted, and again half a
  // second later, once it has answered (one read for a burst of actions): what an action brings and the next takes
  // away before the test ends (a round's buttons, a notice, a result) is read too.
  let pending = false;
  const afterAction = () => {
    report();
    if (pending) return;
    pending = true;
    setTimeout(() => {
      pending = false;
      report();
    }, 500);
  };
  addEventListener('click', afterAction, true);
  addEventListener('keydown', afterAction, true);
  new MutationObserver(() => {
    if (document.documentElement.dataset['appReady'] === 'true') report();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name];
    history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      report();
      return original.apply(this, args);
    };
  }
}

export interface PageTextGuard {
  /** Reads the pages still open, records what was read, and throws when a page showed text a player must not see. */
  finish(testInfo: TestInfo): Promise<void>;
  /**
   * The same for one test of a context kept across tests (a worker's, as `pwa-offline.spec.ts` shares one service
   * worker install), which is then read afresh for the next test.
   */
  finishTest(testInfo: TestInfo): Promise<void>;
  /**
   * Forgets what a kept context's page reported after the last test's reading (its text as it left for the next test,
   * support/keptContext.ts): that page was read then.
   */
  beginTest(): void;
}

/** One guard a context (the test's own and any other it opens), each finished once. */
const guards = new WeakMap<BrowserContext, PageTextGuard>();
/** Tells one record of a test from another's, when a test reads more than one context. */
let guardsMade = 0;

export async function guardPageText(context: BrowserContext): Promise<PageTextGuard> {
  const guarded = guards.get(context);
  if (guarded) return guarded;
  const guard = await newGuard(context);
  guards.set(context, guard);
  return guard;
}

async function newGuard(context: BrowserContext): Promise<PageTextGuard> {
  const number = ++guardsMade;
  let finished = false;
  const findings = new Set<string>();
  const read = new Set<string>();
  const check = (href: string, lang: string, text: string) => {
    const url = new URL(href);
    const locale = localeOfLang(lang);
    if (!APP_ORIGINS.has(url.origin) || locale === null) return;
    read.add(`${locale} ${url.pathname}`);
    for (const problem of textProblems(text, locale)) findings.add(`${url.pathname} (${locale}): ${problem}`);
  };
  await context.exposeBinding(BINDING, (_source, href: string, lang: string, text: string) =>
    check(href, lang, text),
  );
  await context.addInitScript({
    content: `(${reportOnLeave.toString()})(${JSON.stringify(BINDING)}, ${visibleText.toString()})`,
  });

  /** Drops what was read and found so far: the next test's reading starts afresh. */
  const forget = () => {
    findings.clear();
    read.clear();
  };

  const judge = async (testInfo: TestInfo) => {
    for (const page of context.pages()) {
      const look = Promise.all([
        page.evaluate(() => [location.href, document.documentElement.lang] as const),
        page.evaluate(visibleText),
      ])
        .then(([[href, lang], text]) => [href, lang, text] as const)
        .catch(() => null);
      const seen = await Promise.race([
        look,
        new Promise<null>((done) => setTimeout(done, LAST_LOOK_MS, null)),
      ]);
      if (seen) check(...seen);
    }
    const record = path.join(
      testInfo.project.outputDir,
      'page-text-guard',
      `${testInfo.testId}-${number}.json`,
    );
    mkdirSync(path.dirname(record), { recursive: true });
    writeFileSync(
      record,
      JSON.stringify({ title: testInfo.titlePath, pages: [...read], findings: [...findings] }),
    );
    if (findings.size === 0) return;
    const message = `The player would read text no page may show:\n${[...findings].join('\n')}`;
    // A test that failed by itself keeps its own error; the findings are printed beside it.
    if (testInfo.status === 'passed') throw new Error(message);
    console.error(message);
  };

  return {
    async finish(testInfo) {
      if (finished) return;
      finished = true;
      await judge(testInfo);
    },
    beginTest: forget,
    async finishTest(testInfo) {
      try {
        await judge(testInfo);
      } finally {
        forget();
      }
    },
  };
}
