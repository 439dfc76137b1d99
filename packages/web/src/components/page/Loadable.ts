import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { settledNow, type ApiResult, type DomainError, type Result } from '@casino/core';

export type LoadStatus = 'loading' | 'ready' | 'empty' | 'error';

/**
 * One piece of server data a page shows, with its loading, empty and error states explicit. A newer load wins over
 * an older one still in flight, and nothing lands after `cancel()` (the page was left). An answer is kept as it came,
 * replaced whole by the next, never changed in place (its types are read-only): it is observed by reference, not
 * copied into observables field by field, which was most of MobX's share of a server render (issue 35, item 4).
 */
export class Loadable<T> {
  status: LoadStatus = 'loading';
  value: T | null = null;
  error: DomainError | null = null;
  #request = 0;
  #source: (() => ApiResult<T>) | null = null;
  readonly #isEmpty: (value: T) => boolean;

  constructor(isEmpty: (value: T) => boolean = () => false) {
    this.#isEmpty = isEmpty;
    makeAutoObservable(this, { value: observableRef, error: observableRef });
  }

  get isNotFound(): boolean {
    return this.status === 'error' && this.error?.kind === 'notFound';
  }

  /**
   * Loads from `source`. An answer already in hand (the data a server-rendered page was rendered with) is shown at
   * once, never passing through the loading state: the hydrating render must show what the server's did.
   */
  async load(source: () => ApiResult<T>): Promise<void> {
    this.#source = source;
    const request = ++this.#request;
    const answer = source();
    const known = settledNow(answer);
    if (known) {
      this.#show(known);
      return;
    }
    this.status = 'loading';
    this.error = null;
    const result = await answer;
    if (request !== this.#request) return;
    runInAction(() => this.#show(result));
  }

  #show(result: Result<T, DomainError>): void {
    if (result.ok) {
      this.value = result.value;
      this.error = null;
      this.status = this.#isEmpty(result.value) ? 'empty' : 'ready';
    } else {
      this.error = result.error;
      this.status = 'error';
    }
  }

  /** Loads again from the last source: the retry of an error state. */
  retry(): Promise<void> {
    return this.#source ? this.load(this.#source) : Promise.resolve();
  }

  /** Drops any answer still on its way. */
  cancel(): void {
    this.#request += 1;
  }
}

export const isEmptyList = (list: readonly unknown[]): boolean => list.length === 0;
