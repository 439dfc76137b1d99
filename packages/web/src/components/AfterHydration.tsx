import type { ReactNode } from 'react';
import { useHydrated } from '../di/useHydrated.ts';

/**
 * Its children, once the server's page is hydrated (at once on a page the browser renders). A component of its own:
 * the render that shows them then touches only this, never what is around it. Were the layout itself to re-render,
 * React would have to hydrate the page's Suspense boundary, still waiting for its turn, at once and in one task,
 * since the update that flips the value is synchronous.
 */
export function AfterHydration({ children }: { readonly children: ReactNode }) {
  return useHydrated() ? children : null;
}
