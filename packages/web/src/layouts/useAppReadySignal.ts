import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { pageHydration } from '../di/pageHydration.ts';

/**
 * Marks `<html data-app-ready>`: "true" once a page is committed and no navigation is under way (its chunks, view
 * models and bundles are in), "false" while the next page loads. Browser tests wait for it instead of for network
 * idleness, which analytics and lazy chunks keep busy long after the page is usable. Rendered beside the page inside
 * the layout's Suspense boundary, so on the server's HTML it runs only once the page itself is hydrated and answers
 * to clicks, not when the frame around it is.
 */
export function useAppReadySignal(): void {
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    pageHydration.end();
    document.documentElement.dataset['appReady'] = navigating ? 'false' : 'true';
  }, [navigating]);
}

/** The readiness mark as an element, for the layouts to put beside their page. */
export function AppReadySignal(): null {
  useAppReadySignal();
  return null;
}
