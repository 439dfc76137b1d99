import { useEffect } from 'react';

/** Where a key belongs to the page element itself: typing in a field, or a dialog over the page. */
const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"]';
/** Elements Space already activates: the key stays theirs. */
const SPACE_ACTIVATES =
  'button, a[href], summary, [role="button"], [role="checkbox"], [role="radio"], [role="tab"]';

/**
 * The game's hotkeys, listened to on the document once the page is mounted. Keys with a modifier, keys typed in a
 * field or inside a dialog, and Space on a control it activates are left alone.
 */
export function useHotkeys(press: (key: string) => boolean): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING)) return;
      if (event.key === ' ' && target?.closest(SPACE_ACTIVATES)) return;
      if (press(event.key)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [press]);
}

/** Whether the player asked the system for less motion; read after mount and followed while the page is open. */
export function useReducedMotion(set: (reduced: boolean) => void): void {
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    set(query.matches);
    const onChange = () => set(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [set]);
}
