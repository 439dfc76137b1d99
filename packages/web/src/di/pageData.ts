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

interface Entry {
  /** The view model made for this place, or null for a load a page asked for (`usePreload`). */
  readonly vm: Preloadable | null;
  pending: Promise<void> | null;
  /** On the server: its data came in full within the budget, so the browser can show the same at once. */
  complete: boolean;
  disposed: boolean;
}

/** How long a server render waits for its page's data (issue 15: "with a time budget, say 300 ms"). */
export const PAGE_DATA_BUDGET_MS = 300;

/**
 * A render's budget from the server's environment: the variable `name`, a whole number of milliseconds up to a
 * minute; anything else gives none, and the caller keeps its default.
 */
export function budgetFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
): number | undefined {
  const value = env[name]?.trim() ?? '';
  const ms = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  return ms >= 1 && ms <= 60_000 ? ms : undefined;
}

/**
 * The budget a server takes from its environment: `SSR_PAGE_DATA_BUDGET_MS` (`budgetFromEnv`); anything else leaves
 * the 300 ms. The size check sets a long one, so what it measures never depends on how busy the machine is (past the
 * budget, the browser asks for the data itself and loads the code that asks).
 */
export function pageDataBudgetFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  return budgetFromEnv(env, 'SSR_PAGE_DATA_BUDGET_MS') ?? PAGE_DATA_BUDGET_MS;
}

/**
 * How long the browser's hydration of a place waits for its preload at most. Answered from the page, a preload
 * takes a few microtasks; one that goes to the network after all (a chunk, a call whose arguments differ) must not
 * hold the page unresponsive: past this, the place hydrates as it is, and React renders it afresh if it differs.
 */
export const HYDRATION_WAIT_MS = 2000;

/**
 * The data a server-rendered page shows, and how it reaches the browser without being asked for again.
 *
 * On the server (`PageData.recording`): a view model that can preload is asked to when it is first rendered, and the
 * render waits for it (React Suspense) until the budget runs out; the API's answers are recorded meanwhile. When the
 * budget runs out, recording stops and every preload still under way is dropped (its view model disposed, and a late
 * answer never handed to it: `pageDataApi`), so the page shows exactly the recorded answers, and loading states
 * where they were late.
 *
 * In the browser (`PageData.from`): until the first page is hydrated, the same calls are answered from the recorded
 * answers at once, and the view models preload during the hydrating render. A place whose data the server had in
 * full within the budget (`preloaded`) is hydrated once its preload has applied that data (the render waits, as the
 * server's did, for a few microtasks): its first render shows what the server's did, however many steps the
 * preload takes. A place the server showed loading is hydrated at once, loading too; one it showed in part (some
 * answers in time, some late) a task later, with the recorded ones applied and the others still on their way.
 * Afterwards every call goes to the network as before.
 */
export class PageData {
  readonly #answers = new Map<string, PageAnswer>();
  readonly #side: 'server' | 'browser';
  readonly #entries = new Map<string, Entry>();
  /** In the browser: the places whose data the server had in full. */
  readonly #preloaded: ReadonlySet<string>;
  readonly #budgetMs: number;
  #open = true;
  /** In the browser: how deep the making and preloading of places the server showed loading are (`heldUntilHydrated`). */
  #unpreloaded = 0;
  /** In the browser: the first page is hydrated, and nothing is held any more. */
  #closed = false;
  /** In the browser: how many calls were answered from the page so far (`answer`). */
  #given = 0;
  #deadline: Promise<void> | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;

  private constructor(side: 'server' | 'browser', budgetMs: number, preloaded: readonly string[] = []) {
    this.#side = side;
    this.#budgetMs = budgetMs;
    this.#preloaded = new Set(preloaded);
  }

  /** A server render's: records the answers its view models' preloads get within `budgetMs`. */
  static recording(budgetMs = PAGE_DATA_BUDGET_MS): PageData {
    return new PageData('server', budgetMs);
  }

  /**
   * The browser's: answers the calls the server recorded until the first page is hydrated; `preloaded` names the
   * places whose data the server had in full (`preloaded()` of the server's).
   */
  static from(answers: PageAnswers | undefined, preloaded: readonly string[] = []): PageData {
    const data = new PageData('browser', 0, preloaded);
    for (const [key, answer] of Object.entries(answers ?? {})) data.#answers.set(key, answer);
    // With nothing recorded (the offline shell, or a page whose data was all late) there is nothing to answer from.
    data.#open = data.#answers.size > 0;
    return data;
  }

  /** Whether this is a server render's, recording the answers its page gets. */
  get recording(): boolean {
    return this.#side === 'server';
  }

  /**
   * On the server: whether an answer that comes now is still the page's, recorded for the browser. Past the budget
   * none is: a view model that showed it would put in the server's HTML what the browser never gets, and its
   * hydrating render would differ (React error 418).
   */
  get inBudget(): boolean {
    return this.#side === 'server' && this.#open;
  }

  /**
   * Whether a call made now belongs to a place the server showed loading, in whole or in part (its data late for the
   * budget), made or preloading: an answer from the network that landed while React still hydrates the page would
   * change what a later render of that place shows, and it no longer matches the server's HTML (React error 418).
   * Those answers wait until the page is hydrated (`pageDataApi`); the answers the server recorded do not (the
   * server's HTML shows them). A place the server had in full is never held: the hydration waits for its preload.
   */
  get heldUntilHydrated(): boolean {
    return this.#unpreloaded > 0;
  }

  /**
   * An answer the page was rendered with: in the browser while it is still hydrating the page; on the server once it
   * is recorded, for a later call of the same render (the head's SEO text and the page's), which shares it, so that
   * every part of the page shows the one answer the browser gets.
   */
  answer(key: string): PageAnswer | undefined {
    if (this.#side === 'server') return this.#answers.get(key);
    const known = this.#open ? this.#answers.get(key) : undefined;
    if (known) this.#given += 1;
    return known;
  }

  /** The server's answer to `key`, kept for the browser while the budget lasts; the first one stands. */
  record(key: string, answer: PageAnswer): void {
    if (this.#side === 'server' && this.#open && !this.#answers.has(key)) this.#answers.set(key, answer);
  }

  /** The recorded answers: the page's JSON state carries them. */
  answers(): PageAnswers {
    return Object.fromEntries(this.#answers);
  }

  /** On the server: the places whose preload finished within the budget, their data all recorded. */
  preloaded(): readonly string[] {
    return [...this.#entries].filter(([, entry]) => entry.complete).map(([id]) => id);
  }

  /**
   * The view model a component renders with: the one made for this place in the tree (`id`, React's `useId`, which a
   * render retried after waiting keeps, and which the browser's hydrating render shares with the server's),
   * preloading; on the server from the API within the budget, in the browser from the recorded answers while the page
   * is hydrated. Once the page is hydrated, the browser makes a new one each time.
   */
  viewModel<T extends object>(id: string, make: () => T): T {
    if (this.#side === 'browser' && !this.#open) return this.#within(id, make);
    const known = this.#entries.get(id);
    if (known) return known.vm as T;
    const given = this.#given;
    const vm = this.#within(id, make);
    const entry: Entry = { vm, pending: null, complete: false, disposed: false };
    this.#entries.set(id, entry);
    if (this.#open) {
      const preload = this.#within(id, () => (vm as Preloadable).preload?.());
      this.#start(id, entry, preload, this.#given > given);
    }
    return vm;
  }

  /**
   * A load a page asks for with its own arguments (`usePreload`): on the server it runs once for this place (`id`) and
   * the render waits for it within the budget (the promise returned, while it runs); in the browser it runs once
   * during the hydrating render, answered from what the server recorded.
   */
  load(id: string, load: () => Promise<unknown>): Promise<void> | null {
    if (this.#side === 'browser' && !this.#open) return null;
    const known = this.#entries.get(id);
    if (known) return known.pending;
    const entry: Entry = { vm: null, pending: null, complete: false, disposed: false };
    this.#entries.set(id, entry);
    if (this.#open) {
      const given = this.#given;
      const loading = this.#within(id, load);
      this.#start(id, entry, loading, this.#given > given);
    }
    return entry.pending;
  }

  /** Runs the making or the preload of place `id`; its calls are held when the server showed that place loading. */
  #within<T>(id: string, run: () => T): T {
    const held = this.#side === 'browser' && !this.#closed && !this.#preloaded.has(id);
    if (held) this.#unpreloaded += 1;
    try {
      return run();
    } finally {
      if (held) this.#unpreloaded -= 1;
    }
  }

  /**
   * The promise React waits for (Suspense) before it renders the place `id` with its data: on the server, its preload
   * within the budget; in the browser, while it hydrates a place the server had in full, its preload applying that
   * data. It stays the same promise once settled: React renders a component that waited again from its start, and
   * each render must make the same calls (React's `use` answers a settled promise it has seen at once).
   */
  pending(id: string): Promise<void> | null {
    return this.#entries.get(id)?.pending ?? null;
  }

  /**
   * Starts waiting for a place's preload, where its render is to wait for it. In the browser, a place the server
   * showed in part (`fromPage`: the server recorded some of its answers, not all in time) waits a task: its recorded
   * answers, settled, are applied by then however many steps its view model takes, and those the server did not have
   * wait for the page to be hydrated, so its render shows what the server's did.
   */
  #start(id: string, entry: Entry, preload: Promise<unknown> | undefined, fromPage: boolean): void {
    if (!preload) return;
    // A preload that fails leaves its page's own state to show (an error, a retry), as the server's render showed it.
    const done = () => undefined;
    if (this.#side === 'browser') {
      if (!this.#preloaded.has(id) && !fromPage) return;
      const wait = this.#preloaded.has(id) ? HYDRATION_WAIT_MS : 0;
      const waited = new Promise<void>((resolve) => setTimeout(resolve, wait));
      entry.pending = Promise.race([preload.then(done, done), waited]);
      return;
    }
    const finished = preload.then(() => {
      entry.complete = this.#open;
    });
    entry.pending = Promise.race([finished, this.#budget()]).then(done, done);
  }

  /**
   * Ends it. On the server, once the page is rendered (and its answers read): nothing more is recorded, and the view
   * models are disposed. In the browser, once the first page is hydrated: later calls go to the network.
   */
  close(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#expire();
    if (this.#side === 'server') for (const entry of this.#entries.values()) this.#dispose(entry);
    // In the browser the view models live on in the page they were made for.
    if (this.#side === 'browser') {
      this.#closed = true;
      this.#answers.clear();
      this.#entries.clear();
    }
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

  #dispose(entry: Entry): void {
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
