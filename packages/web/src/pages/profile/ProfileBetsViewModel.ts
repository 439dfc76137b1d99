import { makeAutoObservable, runInAction } from 'mobx';
import type { DomainError, GamesApi, InstantGame, SettledBet } from '@casino/core';
import { token } from '../../di/token.ts';

export const PROFILE_BETS_VM = token<ProfileBetsViewModel>('ProfileBetsViewModel');

export type BetFilter = InstantGame | 'all';
export type BetsStatus = 'loading' | 'ready' | 'empty' | 'error';

/** Bets a page of the history asks for at once. */
export const BETS_PAGE_SIZE = 20;

/** The player's bets in the instant games, newest first, a page at a time (cursor pagination), by game. */
export class ProfileBetsViewModel {
  bets: readonly SettledBet[] = [];
  status: BetsStatus = 'loading';
  error: DomainError | null = null;
  filter: BetFilter = 'all';
  nextCursor: string | null = null;
  loadingMore = false;
  /** Bumped by every new first page and by dispose: an older answer is dropped. */
  #generation = 0;
  readonly #gamesApi: Pick<GamesApi, 'listBets'>;

  constructor(gamesApi: Pick<GamesApi, 'listBets'>) {
    this.#gamesApi = gamesApi;
    makeAutoObservable(this);
  }

  get hasMore(): boolean {
    return this.nextCursor !== null;
  }

  /** The data of the page's first render: the first page of bets (issue 15, item 3). */
  preload(): Promise<void> {
    return this.load();
  }

  async load(): Promise<void> {
    const generation = ++this.#generation;
    this.status = 'loading';
    this.error = null;
    this.loadingMore = false;
    const result = await this.#gamesApi.listBets(this.#query());
    if (generation !== this.#generation) return;
    runInAction(() => {
      if (!result.ok) {
        this.error = result.error;
        this.status = 'error';
        return;
      }
      this.bets = result.value.bets;
      this.nextCursor = result.value.nextCursor;
      this.status = result.value.bets.length === 0 ? 'empty' : 'ready';
    });
  }

  async loadMore(): Promise<void> {
    if (this.nextCursor === null || this.loadingMore) return;
    const generation = this.#generation;
    this.loadingMore = true;
    const result = await this.#gamesApi.listBets({ ...this.#query(), cursor: this.nextCursor });
    if (generation !== this.#generation) return;
    runInAction(() => {
      this.loadingMore = false;
      if (!result.ok) {
        this.error = result.error;
        return;
      }
      // A bet already shown (the list moved under the cursor) is not shown twice.
      const shown = new Set(this.bets.map((bet) => bet.id));
      this.bets = [...this.bets, ...result.value.bets.filter((bet) => !shown.has(bet.id))];
      this.nextCursor = result.value.nextCursor;
      this.error = null;
    });
  }

  chooseFilter(filter: BetFilter): Promise<void> {
    if (filter === this.filter && this.status !== 'error') return Promise.resolve();
    this.filter = filter;
    this.bets = [];
    this.nextCursor = null;
    return this.load();
  }

  dispose(): void {
    this.#generation += 1;
  }

  #query() {
    return { limit: BETS_PAGE_SIZE, ...(this.filter !== 'all' && { game: this.filter }) };
  }
}
