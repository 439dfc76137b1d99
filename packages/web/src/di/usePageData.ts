import { useContainer } from './ContainerProvider.tsx';
import type { PageData } from './pageData.ts';
import { TOKENS } from './tokens.ts';

/**
 * The page's data (`PageData`): the server's recording for this request, or in the browser the answers the server
 * recorded; null where the container has none (a unit test's).
 */
export function usePageData(): PageData | null {
  const container = useContainer();
  return container.isBound(TOKENS.PageData) ? container.get<PageData>(TOKENS.PageData) : null;
}
