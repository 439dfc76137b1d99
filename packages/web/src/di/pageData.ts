import type { DomainError, Result } from '@casino/core';

/** One answer of the API a page was rendered with, as it crosses from the server to the browser in the page. */
export type PageAnswer = Result<unknown, DomainError>;
export type PageAnswers = Readonly<Record<string, PageAnswer>>;

/** A view model that can load what its page first shows by itself, before it is mounted (issue 15, item 3). */
export interface Preloadable {
  /** Loads the data of the page's first render (the same calls `start()` makes), resolving when it is in. */
  preload?(): Promise<unknown>;
  dispose?(): void;
}

interface ServerEntry {
  /** The view model made for this place, or null for a load a page asked for (`usePreload`). */
  readonly vm: Preloadable | null;
  pending: Promise<void> | null;
  disposed: boolean;
}

/** How long a server render waits for its page's data (issue 15: "with a time budget, say 300 ms"). */
export const PAGE_DATA_BUDGET_MS = 300;

/**
 * The data a server-rendered page shows, and how it reaches the browser without being asked for again.
 *
 * On the server (`PageData.recording`): a view model that can preload is asked to when it is first rendered, and the
 * render waits for it (React Suspense) until the budget runs out; the API's answers are recorded meanwhile. When the
 * budget runs out, recording stops and every preload still under way is dropped (its view model disposed), so the
 * page shows exactly the recorded answers, and loading states where they were late.
 *
 * In the browser (`PageData.from`): until the first page is hydrated, the same calls are answered from the recorded
 * answers at once, and the view models preload during the hydrating render: their first render shows what the
 * server's did. Afterwards every call goes to the network as before.
 */
export class PageData {
  readonly #answers = new Map<string, PageAnswer>();
  readonly #side: 'server' | 'browser';
  readonly #entries = new Map<string, ServerEntry>();
  readonly #budgetMs: number;
  #open = true;
  #deadline: Promise<void> | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;

  private constructor(side: 'server' | 'browser', budgetMs: number) {
    this.#side = side;
    this.#budgetMs = budgetMs;
  }

  /** A server render's: records the answers its view models' preloads get within `budgetMs`. */
  static recording(budgetMs = PAGE_DATA_BUDGET_MS): PageData {
    return new PageData('server', budgetMs);
  }

  /** The browser's: answers the calls the server recorded until the first page is hydrated. */
  static from(answers: PageAnswers | undefined): PageData {
    const data = new PageData('browser', 0);
    for (const [key, answer] of Object.entries(answers ?? {})) data.#answers.set(key, answer);
    // With nothing recorded (the offline shell, or a page whose data was all late) there is nothing to answer from.
    data.#open = data.#answers.size > 0;
    return data;
  }

  /** Whether this is a server render's, recording the answers its page gets. */
  get recording(): boolean {
    return this.#side === 'server';
  }

  /** An answer the page was rendered with, while the browser is still hydrating it. */
  answer(key: string): PageAnswer | undefined {
    return this.#side === 'browser' && this.#open ? this.#answers.get(key) : undefined;
  }

  /** The server's answer to `key`, kept for the browser while the budget lasts. */
  record(key: string, answer: PageAnswer): void {
    if (this.#side === 'server' && this.#open) this.#answers.set(key, answer);
  }

  /** The recorded answers: the page's JSON state carries them. */
  answers(): PageAnswers {
    return Object.fromEntries(this.#answers);
  }

  /**
   * The view model a component renders with. On the server, the one made for this place in the tree (`id`, React's
   * `useId`, which a render retried after waiting keeps), preloading; in the browser a new one, which preloads from
   * the recorded answers while the page is hydrated.
   */
  viewModel<T extends object>(id: string, make: () => T): T {
    if (this.#side === 'browser') {
      const vm = make();
      if (this.#open) void (vm as Preloadable).preload?.();
      return vm;
    }
    const known = this.#entries.get(id);
    if (known) return known.vm as T;
    const vm = make();
    const entry: ServerEntry = { vm, pending: null, disposed: false };
    this.#entries.set(id, entry);
    const preload = this.#open ? (vm as Preloadable).preload?.() : undefined;
    if (preload) {
      entry.pending = Promise.race([preload.then(() => undefined), this.#budget()]).then(() => {
        entry.pending = null;
      });
    }
    return vm;
  }

  /**
   * A load a page asks for with its own arguments (`usePreload`): on the server it runs once for this place (`id`) and
   * the render waits for it within the budget (the promise returned, while it runs); in the browser it runs once
   * during the hydrating render, answered from what the server recorded.
   */
  load(id: string, load: () => Promise<unknown>): Promise<void> | null {
    const known = this.#entries.get(id);
    if (known) return known.pending;
    const entry: ServerEntry = { vm: null, pending: null, disposed: false };
    this.#entries.set(id, entry);
    if (!this.#open) return null;
    if (this.#side === 'browser') {
      void load();
      return null;
    }
    entry.pending = Promise.race([load().then(() => undefined), this.#budget()]).then(() => {
      entry.pending = null;
    });
    return entry.pending;
  }

  /** On the server, while the view model of `id` is preloading: the promise React waits for (Suspense). */
  pending(id: string): Promise<void> | null {
    return this.#entries.get(id)?.pending ?? null;
  }

  /**
   * Ends it. On the server, once the page is rendered (and its answers read): nothing more is recorded, and the view
   * models are disposed. In the browser, once the first page is hydrated: later calls go to the network.
   */
  close(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#expire();
    for (const entry of this.#entries.values()) this.#dispose(entry);
    if (this.#side === 'browser') this.#answers.clear();
  }

  /**
   * Answers recorded so far are kept; every later one, and every preload still under way, is dropped: on the server
   * every view model made so far is disposed (its loads cancelled, what it shows kept), as a load a page asked for
   * does not say whose it is.
   */
  #expire(): void {
    if (!this.#open) return;
    this.#open = false;
    if (this.#side === 'server') for (const entry of this.#entries.values()) this.#dispose(entry);
  }

  #dispose(entry: ServerEntry): void {
    if (entry.disposed) return;
    entry.disposed = true;
    entry.vm?.dispose?.();
  }

  #budget(): Promise<void> {
    this.#deadline ??= new Promise<void>((resolve) => {
      this.#timer = setTimeout(() => {
        this.#timer = null;
        // Dropped before React renders again: a late answer can neither show in the page nor be recorded.
        this.#expire();
        resolve();
      }, this.#budgetMs);
    });
    return this.#deadline;
  }
}

/** The key of one API call: the port's method and its arguments (trailing undefined ones dropped). */
export function callKey(method: string, args: readonly unknown[]): string {
  const given = [...args];
  while (given.length > 0 && given.at(-1) === undefined) given.pop();
  return `${method}(${JSON.stringify(given)})`;
}
