import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/**
 * Marks `<html data-app-ready>`: "true" once a page is committed and no navigation is under way (its chunks, view
 * models and bundles are in), "false" while the next page loads. Browser tests wait for it instead of for network
 * idleness, which analytics and lazy chunks keep busy long after the page is usable.
 */
export function useAppReadySignal(): void {
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    document.documentElement.dataset['appReady'] = navigating ? 'false' : 'true';
  }, [navigating]);
}
