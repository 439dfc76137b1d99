import { makeAutoObservable } from 'mobx';
import type { HistoryEntry, ProfileApi } from '@casino/core';
import { Loadable, isEmptyList } from '../../components/page/Loadable.ts';
import { token } from '../../di/token.ts';

export const PROFILE_HISTORY_VM = token<ProfileHistoryViewModel>('ProfileHistoryViewModel');

export const HISTORY_KINDS: readonly HistoryEntry['kind'][] = ['deposit', 'bet', 'win', 'bonus'];
export type HistoryFilter = HistoryEntry['kind'] | 'all';

/** The player's transactions (ProfileApi.getHistory), newest first, filterable by kind. */
export class ProfileHistoryViewModel {
  readonly history = new Loadable<readonly HistoryEntry[]>(isEmptyList);
  filter: HistoryFilter = 'all';
  readonly #profileApi: Pick<ProfileApi, 'getHistory'>;

  constructor(profileApi: Pick<ProfileApi, 'getHistory'>) {
    this.#profileApi = profileApi;
    makeAutoObservable(this);
  }

  get entries(): readonly HistoryEntry[] {
    const all = this.history.value ?? [];
    const shown = this.filter === 'all' ? all : all.filter((entry) => entry.kind === this.filter);
    return [...shown].sort((a, b) => instant(b.createdAt) - instant(a.createdAt));
  }

  load(): Promise<void> {
    return this.history.load(() => this.#profileApi.getHistory());
  }

  chooseFilter(filter: HistoryFilter): void {
    this.filter = filter;
  }

  dispose(): void {
    this.history.cancel();
  }
}

/** An unreadable date sorts last rather than breaking the order. */
function instant(value: string): number {
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) ? parsed : Number.NEGATIVE_INFINITY;
}
