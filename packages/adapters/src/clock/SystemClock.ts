import type { Clock, TimerHandle } from '@casino/core';

/** Real time behind the core's Clock port. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const id = globalThis.setTimeout(callback, ms);
    return { cancel: () => globalThis.clearTimeout(id) };
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    const id = globalThis.setInterval(callback, ms);
    return { cancel: () => globalThis.clearInterval(id) };
  }
}
