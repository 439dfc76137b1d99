/** The browser's idle callbacks, as `whenIdle` needs them; a timer stands in where they are missing. */
type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/** Where the browser cannot say it is idle, a task waits this long instead. */
const NO_IDLE_CALLBACK_DELAY_MS = 100;

/** Runs `task` when the browser is idle, and within `timeoutMs` at the latest; returns the cancel. */
export function whenIdle(window: IdleWindow, task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function' && typeof window.cancelIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(task, Math.min(NO_IDLE_CALLBACK_DELAY_MS, timeoutMs));
  return () => window.clearTimeout(handle);
}

/**
 * Longest wait, from the window's `load`, for the first page to be live before the task runs anyway (a page that failed
 * may never be). Counted from `load`, not from the start: on a slow network or a busy phone the page's scripts alone
 * can take five seconds to arrive, and the tasks (the HTTP client for the mirror report, the chat, the service worker)
 * would then be fetched and run in the middle of its hydration, before it answers input.
 */
const FIRST_PAGE_WAIT_MS = 5000;
/** How long a task waits for idle time once the first page is shown. */
const AFTER_FIRST_PAGE_IDLE_MS = 3000;

/**
 * Runs `task` once the first page is live (`<html data-app-ready="true">`: rendered, or the server's page hydrated)
 * and the browser is idle. posthog-js, the largest library the site uses, the chat and the service worker's
 * registration start so, and never compete with that page for the network or the main thread. The server's page has
 * its heading from the start, and the app starts in short tasks with idle time between them: waiting for a heading
 * let posthog-js load in the middle of the start.
 */
export function whenFirstPageShown(window: Window, task: () => void): void {
  const { document } = window;
  const live = () => document.documentElement.dataset['appReady'] === 'true';
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(fallback);
    window.removeEventListener('load', wait);
    whenIdle(window, task, AFTER_FIRST_PAGE_IDLE_MS);
  };
  const observer = new MutationObserver(() => {
    if (live()) run();
  });
  let fallback: number | undefined;
  const wait = () => {
    if (!done) fallback = window.setTimeout(run, FIRST_PAGE_WAIT_MS);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app-ready'] });
  if (live()) run();
}

/** How long the first page stays live before the analytics start (see `whenPageSettled`). */
export const PAGE_SETTLE_MS = 4000;

/**
 * Runs `task` once the first page has been live for `settleMs` and the browser is idle, or at once if the player
 * leaves it first (the page hidden: nothing left to compete with). posthog-js starts so: evaluating it and its
 * `init` hold the main thread for 150–250 ms on a phone, which, run as soon as the page was live, fell in the
 * seconds a player starts tapping and scrolling (issue 15). Its events keep the time they happened at.
 */
export function whenPageSettled(window: Window, task: () => void, settleMs = PAGE_SETTLE_MS): void {
  const { document } = window;
  let done = false;
  let timer: ReturnType<Window['setTimeout']> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    document.removeEventListener('visibilitychange', onHidden);
    window.clearTimeout(timer);
    task();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') run();
  };
  document.addEventListener('visibilitychange', onHidden);
  whenFirstPageShown(window, () => {
    timer = window.setTimeout(() => whenIdle(window, run, AFTER_FIRST_PAGE_IDLE_MS), settleMs);
  });
}

/** `scheduler.yield`, where the browser has it. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, so the browser handles input and paints in between: a long start-up step split with it
 * never blocks a tap for its whole length. `scheduler.yield` where the browser has it (the rest of the work keeps its
 * place ahead of other scripts' tasks), a zero timer elsewhere.
 */
export function nextTask(window: Pick<Window, 'setTimeout'>): Promise<void> {
  const scheduler = (window as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return (scheduler as YieldingScheduler).yield();
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}
