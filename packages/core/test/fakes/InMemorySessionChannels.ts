import type { SessionChannel, SessionEvent } from '../../src/index.ts';

/** The tabs of one browser: what one tab announces, every other tab hears (not itself), as BroadcastChannel does. */
export class InMemorySessionChannels {
  readonly #listeners = new Map<number, Set<(event: SessionEvent) => void>>();
  #nextTab = 0;
  readonly announced: { readonly tab: number; readonly event: SessionEvent }[] = [];

  /** The channel of a new tab. */
  tab(): SessionChannel {
    const tab = this.#nextTab++;
    const listeners = new Set<(event: SessionEvent) => void>();
    this.#listeners.set(tab, listeners);
    return {
      announce: (event) => {
        this.announced.push({ tab, event });
        for (const [other, heard] of this.#listeners)
          if (other !== tab) for (const listener of heard) listener(event);
      },
      listen: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  }
}
