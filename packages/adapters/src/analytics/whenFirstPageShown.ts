/** Longest wait for a page heading before the task runs anyway (a page that failed may show none). */
const FIRST_PAGE_WAIT_MS = 5000;

/**
 * Runs `task` once the first page is on screen (its `<h1>`, which every page has) and the browser is idle. posthog-js,
 * the largest library the site uses, loads so, and never competes with that page for the network or the main thread.
 */
export function whenFirstPageShown(window: Window, task: () => void): void {
  const { document } = window;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(fallback);
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => task(), { timeout: 3000 });
    else window.setTimeout(task, 500);
  };
  const observer = new MutationObserver(() => {
    if (document.querySelector('main h1')) run();
  });
  const fallback = window.setTimeout(run, FIRST_PAGE_WAIT_MS);
  observer.observe(document.body, { childList: true, subtree: true });
  if (document.querySelector('main h1')) run();
}
