import { startTransition } from 'react';

/**
 * One timer for every live match clock on the page. Each clock that ran its own timer ticked at its own moment, so a
 * list of a dozen live matches drew a dozen frames a second, each paying the page's whole paint and commit (issue 35:
 * `/betting` kept a slowed phone's main thread busy while the player only watched). Here every clock moves in the same
 * tick, as one transition: one render, one frame, in slices a tap or a scroll can come between.
 */
type Listener = (now: number) => void;

const listeners = new Set<Listener>();
let timer: ReturnType<typeof setInterval> | null = null;

/** Calls `listener` with the time once a second, in the same tick as every other clock, until the returned stop. */
export function onSecond(listener: Listener): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    const now = Date.now();
    startTransition(() => {
      for (const one of [...listeners]) one(now);
    });
  }, 1_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || timer === null) return;
    clearInterval(timer);
    timer = null;
  };
}

/** How many clocks tick now: for tests. */
export function tickingClocks(): number {
  return listeners.size;
}
