import { use, useId } from 'react';
import { usePageData } from './usePageData.ts';

/**
 * Loads what a page shows from its first render on, with the page's own arguments (a tournament's id, a status): a
 * page rendered on the server runs `load` before it renders (the render waits, within the page's budget) and the
 * browser runs it in its hydrating render, answered from what the server recorded (`PageData`). Only the first
 * render's load: the page's effect still loads as before, and again when its arguments change. `load` must call the
 * content API alone, whose answers are the ones recorded for the browser.
 */
export function usePreload(load: () => Promise<unknown>): void {
  const place = useId();
  const pageData = usePageData();
  const waiting = pageData?.load(place, load) ?? null;
  if (waiting) use(waiting);
}
