import { useMemo } from 'react';
import type { Token } from './token.ts';
import { useContainer } from './ContainerProvider.tsx';

/** A shared service (a store or a use case) from the container. Adapters are never asked for from a component. */
export function useInjection<T>(token: Token<T>): T {
  return useContainer().get<T>(token);
}

/** The container's services, each asked for by its token when needed. */
export interface EffectServices {
  get<T>(token: Token<T>): T;
}

/**
 * The services a component uses only in its effects, asked for there and not as it renders: a render that runs no
 * effects (the server's) never makes them (issue 35, item 4). The same object for the component's whole life, so an
 * effect that depends on it runs when its other dependencies change.
 */
export function useEffectServices(): EffectServices {
  const container = useContainer();
  return useMemo(() => ({ get: <T>(token: Token<T>): T => container.get<T>(token) }), [container]);
}
