/**
 * Ends what the test page (happy-dom) still has running: its timers and its requests. posthog-js flushes its queue on
 * timers of its own; a request it sends after the test's server has closed fails with ECONNREFUSED, which happy-dom
 * prints as a console error outside any test (fresh clones' runs printed it when the machine was busy). A file that
 * closes a server posthog-js talks to ends the page's tasks first.
 */
export async function endPageTasks(): Promise<void> {
  const page = (globalThis as { happyDOM?: { abort(): Promise<void> } }).happyDOM;
  if (!page) throw new Error('endPageTasks runs in the happy-dom environment only');
  await page.abort();
}
