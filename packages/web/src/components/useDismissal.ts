import { useEffect, useRef, type RefObject } from 'react';

export interface Dismissal {
  /** Escape pressed anywhere on the page. */
  readonly onEscape?: () => void;
  /** A press anywhere outside the popover's own element. */
  readonly onPressOutside?: () => void;
  /** The event that counts as a press; `pointerdown` by default. */
  readonly press?: 'mousedown' | 'pointerdown';
}

/**
 * The page-wide ways out of a popover (a menu, a tooltip) while it is `active`: Escape anywhere, and a press outside
 * `inside`. The latest handlers are called, so they need not be stable.
 */
export function useDismissal(active: boolean, inside: RefObject<Element | null>, dismissal: Dismissal): void {
  const latest = useRef(dismissal);
  useEffect(() => {
    latest.current = dismissal;
  });
  const press = dismissal.press ?? 'pointerdown';
  const watchesPresses = dismissal.onPressOutside !== undefined;

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onEscape?.();
    };
    const onPress = (event: Event) => {
      if (!inside.current?.contains(event.target as Node)) latest.current.onPressOutside?.();
    };
    document.addEventListener('keydown', onKeyDown);
    if (watchesPresses) document.addEventListener(press, onPress);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener(press, onPress);
    };
  }, [active, inside, press, watchesPresses]);
}
