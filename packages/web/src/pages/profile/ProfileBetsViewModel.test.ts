import { describe, expect, it } from 'vitest';
import {
  err,
  ok,
  type BetHistoryQuery,
  type DomainError,
  type GamesApi,
  type SettledBet,
} from '@casino/core';
import { settledBetFactory } from '@casino/core/test/factories';
import { BETS_PAGE_SIZE, ProfileBetsViewModel } from './ProfileBetsViewModel.ts';

/** A history server with real cursors: each cursor is the offset of the next page in the newest-first list. */
class FakeBetHistory implements Pick<GamesApi, 'listBets'> {
  readonly queries: BetHistoryQuery[] = [];
  failure: DomainError | null = null;

  constructor(readonly bets: SettledBet[]) {}

  listBets: GamesApi['listBets'] = async (query) => {
    this.queries.push(query);
    if (this.failure) return err(this.failure);
    const all = this.bets.filter((bet) => !query.game || bet.params.game === query.game);
    const start = Number(query.cursor ?? 0);
    const end = start + (query.limit ?? 20);
    return ok({ bets: all.slice(start, end), nextCursor: end < all.length ? String(end) : null });
  };
}

const manyBets = (count: number) => settledBetFactory.buildList(count);

describe('ProfileBetsViewModel', () => {
  it('preloads the first page of bets for the page’s first render', async () => {
    const server = new FakeBetHistory(manyBets(3));
    const vm = new ProfileBetsViewModel(server);
    await vm.preload();
    expect(vm.status).toBe('ready');
    expect(vm.bets).toHaveLength(3);
    expect(server.queries).toEqual([{ limit: BETS_PAGE_SIZE }]);
  });

  it('shows the first page of bets and follows the cursor for the next, without repeating a bet', async () => {
    const server = new FakeBetHistory(manyBets(BETS_PAGE_SIZE + 5));
    const vm = new ProfileBetsViewModel(server);
    await vm.load();
    expect(vm.status).toBe('ready');
    expect(vm.bets).toHaveLength(BETS_PAGE_SIZE);
    expect(vm.hasMore).toBe(true);
    await vm.loadMore();
    expect(vm.bets).toHaveLength(BETS_PAGE_SIZE + 5);
    expect(new Set(vm.bets.map((bet) => bet.id)).size).toBe(BETS_PAGE_SIZE + 5);
    expect(vm.hasMore).toBe(false);
    expect(server.queries[1]).toEqual({ limit: BETS_PAGE_SIZE, cursor: String(BETS_PAGE_SIZE) });
  });

  it('filters by game through the API', async () => {
    const server = new FakeBetHistory([
      settledBetFactory.build({ params: { game: 'coinflip', side: 'heads' } }),
      settledBetFactory.build(),
    ]);
    const vm = new ProfileBetsViewModel(server);
    await vm.load();
    await vm.chooseFilter('coinflip');
    expect(server.queries.at(-1)).toEqual({ limit: BETS_PAGE_SIZE, game: 'coinflip' });
    expect(vm.bets.map((bet) => bet.params.game)).toEqual(['coinflip']);
    await vm.chooseFilter('keno');
    expect(vm.status).toBe('empty');
  });

  it('shows an error and loads again on retry', async () => {
    const server = new FakeBetHistory(manyBets(2));
    server.failure = { kind: 'network', message: 'Network Error' };
    const vm = new ProfileBetsViewModel(server);
    await vm.load();
    expect(vm.status).toBe('error');
    server.failure = null;
    await vm.load();
    expect(vm.bets).toHaveLength(2);
  });

  it('keeps the bets shown when the next page fails', async () => {
    const server = new FakeBetHistory(manyBets(BETS_PAGE_SIZE + 1));
    const vm = new ProfileBetsViewModel(server);
    await vm.load();
    server.failure = { kind: 'network', message: 'Network Error' };
    await vm.loadMore();
    expect(vm.bets).toHaveLength(BETS_PAGE_SIZE);
    expect(vm.error).toEqual({ kind: 'network', message: 'Network Error' });
    expect(vm.hasMore).toBe(true);
  });

  it('drops a page that arrives after the filter changed', async () => {
    const server = new FakeBetHistory([
      settledBetFactory.build({ params: { game: 'wheel', risk: 'low', segments: 10 } }),
    ]);
    const vm = new ProfileBetsViewModel(server);
    const first = vm.load();
    const filtered = vm.chooseFilter('dice');
    await Promise.all([first, filtered]);
    expect(vm.filter).toBe('dice');
    expect(vm.status).toBe('empty');
  });
});
