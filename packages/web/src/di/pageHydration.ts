/**
 * When the server's page is hydrated. React hydrates the page inside the layout's Suspense boundary after the frame
 * around it, so for a moment the header answers while the page is still the server's HTML. A language switch made
 * then would render other words than that HTML (React error 418) and break the page: the router waits for this first.
 */
let hydrating = false;
let finish: () => void = () => undefined;
const onEnd = new Set<() => void>();
const finished = new Promise<void>((resolve) => {
  finish = resolve;
});

export const pageHydration = {
  /** The browser starts hydrating the server's HTML. */
  begin(): void {
    hydrating = true;
  },
  /** The page itself is hydrated (the layout's readiness mark has run). */
  end(): void {
    hydrating = false;
    finish();
    for (const listener of onEnd) listener();
    onEnd.clear();
  },
  /** Runs `listener` once the page is hydrated (at the next `end()`). */
  onEnd(listener: () => void): void {
    onEnd.add(listener);
  },
  /** Resolves at once when nothing is hydrating (a page the browser rendered, or hydration done). */
  settled(): Promise<void> {
    return hydrating ? finished : Promise.resolve();
  },
};
