import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { parseQueryString } from '@casino/core';
import { TOKENS } from '../di/tokens.ts';
import { useEffectServices } from '../di/useInjection.ts';

/**
 * A page-view analytics event with the full path after each route change (§2), named by the matched page's
 * suffixed route name; once per history entry. The use case is asked for in the effect: a server render, which runs
 * none, does not make it.
 */
export function usePageViews(): void {
  const services = useEffectServices();
  const location = useLocation();
  const routeId = useMatches().at(-1)?.id ?? null;
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    const key = `${location.key}|${location.pathname}${location.search}`;
    if (lastKey.current === key) return;
    lastKey.current = key;
    services
      .get(TOKENS.RecordPageView)
      .execute({ path: location.pathname, query: parseQueryString(location.search), routeId });
  }, [services, location.key, location.pathname, location.search, routeId]);
}
