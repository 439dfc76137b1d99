import type { Token } from './token.ts';
import { useContainer } from './ContainerProvider.tsx';

/** A shared service (a store or a use case) from the container. Adapters are never asked for from a component. */
export function useInjection<T>(token: Token<T>): T {
  return useContainer().get<T>(token);
}
