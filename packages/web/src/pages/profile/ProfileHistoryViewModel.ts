import { makeAutoObservable, runInAction } from 'mobx';
import { MOVEMENT_KINDS } from '@casino/core';
import type {
  DomainError,
  Downloads,
  ExportHistory,
  GamesApi,
  HistoryFilter,
  LoadHistory,
  Movement,
  MovementKind,
  Navigation,
} from '@casino/core';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import { verifierPath } from '../../components/fairness/verifierQuery.ts';
import { token } from '../../di/token.ts';

export const PROFILE_HISTORY_VM = token<ProfileHistoryViewModel>('ProfileHistoryViewModel');

/** The kinds the filter offers: every kind the API writes (free-spin wins and rollbacks come from the slots). */
export const HISTORY_KINDS: readonly MovementKind[] = MOVEMENT_KINDS;

export interface ProfileHistoryDeps {
  readonly loadHistory: Pick<LoadHistory, 'execute'>;
  readonly exportHistory: Pick<ExportHistory, 'execute'>;
  readonly downloads: Downloads;
  readonly gamesApi: Pick<GamesApi, 'getBet'>;
  readonly navigation: Pick<Navigation, 'go'>;
  readonly notifier: Pick<NotificationStore, 'notifyError'>;
}

/**
 * /profile/history (issue 18): every movement of the player's money, newest first, page after page from the API's
 * cursor; filtered by kind and by days; exported as the API's CSV; a bet opens its proof in the verifier.
 */
export class ProfileHistoryViewModel {
  filter: HistoryFilter = { kind: null, fromDay: '', toDay: '' };
  rows: readonly Movement[] = [];
  status: 'loading' | 'ready' | 'error' = 'loading';
  error: DomainError | null = null;
  nextCursor: string | null = null;
  loadingMore = false;
  exporting = false;
  #request = 0;
  readonly #deps: ProfileHistoryDeps;

  constructor(deps: ProfileHistoryDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  /** The data of the page's first render: the first page of movements (issue 15, item 3). */
  preload(): Promise<void> {
    return this.reload();
  }

  start(): void {
    void this.reload();
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.rows.length === 0;
  }

  chooseKind(kind: MovementKind | null): void {
    this.filter = { ...this.filter, kind };
    void this.reload();
  }

  chooseDays(fromDay: string, toDay: string): void {
    this.filter = { ...this.filter, fromDay, toDay };
    void this.reload();
  }

  /** The first page of the current filter; an answer for an older filter is dropped. */
  async reload(): Promise<void> {
    const request = ++this.#request;
    this.status = 'loading';
    this.error = null;
    const result = await this.#deps.loadHistory.execute(this.filter);
    if (request !== this.#request) return;
    runInAction(() => {
      if (!result.ok) {
        this.status = 'error';
        this.error = result.error;
        return;
      }
      this.rows = result.value.movements;
      this.nextCursor = result.value.nextCursor;
      this.status = 'ready';
    });
  }

  async loadMore(): Promise<void> {
    const cursor = this.nextCursor;
    if (cursor === null || this.loadingMore) return;
    const request = this.#request;
    this.loadingMore = true;
    const result = await this.#deps.loadHistory.execute(this.filter, cursor);
    runInAction(() => {
      this.loadingMore = false;
      if (request !== this.#request) return;
      if (!result.ok) {
        this.#deps.notifier.notifyError(result.error);
        return;
      }
      const seen = new Set(this.rows.map((row) => row.id));
      this.rows = [...this.rows, ...result.value.movements.filter((row) => !seen.has(row.id))];
      this.nextCursor = result.value.nextCursor;
    });
  }

  /** The rows of the current filter as the API's CSV, handed to the player as history.csv. */
  async exportCsv(): Promise<void> {
    if (this.exporting) return;
    this.exporting = true;
    const result = await this.#deps.exportHistory.execute(this.filter);
    runInAction(() => (this.exporting = false));
    if (result.ok) this.#deps.downloads.saveText('history.csv', 'text/csv', result.value);
    else this.#deps.notifier.notifyError(result.error);
  }

  /** The bet's record from the API, then the verifier filled with it. */
  async openProof(betId: string): Promise<void> {
    const bet = await this.#deps.gamesApi.getBet(betId);
    if (bet.ok) this.#deps.navigation.go(verifierPath(bet.value));
    else this.#deps.notifier.notifyError(bet.error);
  }

  dispose(): void {
    this.#request += 1;
  }
}
