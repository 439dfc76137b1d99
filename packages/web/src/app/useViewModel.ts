import { useEffect, useReducer, useRef } from 'react';
import { useContainer } from './ContainerProvider.tsx';

interface Entry<T> {
  readonly token: symbol;
  readonly vm: T;
  disposed: boolean;
}

/**
 * A page's view model: one instance per mount, `dispose()` on unmount. A remount after disposal (React's strict
 * mode does one) gets a fresh instance, so timers and reactions are never left running or reused after release.
 */
export function useViewModel<T extends object>(token: symbol): T {
  const container = useContainer();
  const entry = useRef<Entry<T> | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  if (!entry.current || entry.current.token !== token) {
    entry.current = { token, vm: container.get<T>(token), disposed: false };
  }

  useEffect(() => {
    if (entry.current?.disposed) {
      entry.current = { token, vm: container.get<T>(token), disposed: false };
      rerender();
    }
    const current = entry.current;
    return () => {
      if (!current) return;
      current.disposed = true;
      (current.vm as { dispose?: () => void }).dispose?.();
    };
  }, [container, token]);

  return entry.current.vm;
}
