import { use, useEffect, useId, useReducer, useRef } from 'react';
import { useContainer } from './ContainerProvider.tsx';
import type { Token } from './token.ts';
import { usePageData } from './usePageData.ts';

/** What a view model may do when its page mounts and unmounts. */
interface Lifecycle {
  start?(): void;
  dispose?(): void;
}

interface Entry<T> {
  readonly token: Token<T>;
  readonly vm: T;
  disposed: boolean;
  /** Its effect was cleaned up; it is disposed in a moment unless the same mount sets it up again at once. */
  releasing: boolean;
}

/**
 * A page's view model: one instance per mount, `start()` once it is mounted, `dispose()` on unmount. A remount after
 * disposal gets a fresh instance, so timers and reactions are never left running or reused after release. Pages never
 * start or dispose a view model themselves.
 *
 * React's strict mode (the development server's) cleans a mount's effects up and sets them up again at once, on the
 * first mount and whenever a tree shows again after a Suspense boundary hid it. That is not an unmount: the view model
 * and its state stay (a sign-up's code step survived only in the production build, issue 38 item 7), so the disposal
 * waits for a microtask and is called off when the same mount sets its effect up again in between.
 *
 * A view model that can `preload` shows its data in the server's HTML: the server render waits for it (within the
 * page's budget, `PageData`), and the browser's hydrating render has it at once from what the server recorded.
 */
export function useViewModel<T extends object & Lifecycle>(token: Token<T>): T {
  const container = useContainer();
  const entry = useRef<Entry<T> | null>(null);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const place = useId();
  const pageData = usePageData();

  if (!entry.current || entry.current.token !== token) {
    const make = () => container.get<T>(token);
    const vm = pageData ? pageData.viewModel(`${place}:${String(token)}`, make) : make();
    entry.current = { token, vm, disposed: false, releasing: false };
  }
  // The render waits (Suspense) while the view model preloads, then renders it with its data: on the server, and in
  // the browser while it hydrates a place whose data the server had in full (`PageData`).
  const waiting = pageData?.pending(`${place}:${String(token)}`);
  if (waiting) use(waiting);

  useEffect(() => {
    if (entry.current?.disposed) {
      entry.current = { token, vm: container.get<T>(token), disposed: false, releasing: false };
      rerender();
    }
    const current = entry.current;
    if (!current) return undefined;
    const vm = current.vm as Lifecycle;
    if (current.releasing) current.releasing = false;
    else vm.start?.();
    return () => {
      current.releasing = true;
      queueMicrotask(() => {
        if (!current.releasing) return;
        current.releasing = false;
        current.disposed = true;
        vm.dispose?.();
      });
    };
  }, [container, token]);

  return entry.current.vm;
}
