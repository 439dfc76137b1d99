import { describe, expect, it } from 'vitest';
import { userFactory } from '@casino/core/test/factories';
import { FakeProfileServer } from '../../testing/FakeAccountApis.ts';
import { historyEntryFactory } from '../../testing/contentFactories.ts';
import { ProfileHistoryViewModel } from './ProfileHistoryViewModel.ts';

describe('ProfileHistoryViewModel', () => {
  it('shows the transactions newest first', async () => {
    const server = new FakeProfileServer(userFactory.build());
    server.history = [
      historyEntryFactory.build({ id: 'old', createdAt: '2026-01-01T10:00:00Z' }),
      historyEntryFactory.build({ id: 'new', createdAt: '2026-01-03T10:00:00Z' }),
      historyEntryFactory.build({ id: 'odd', createdAt: 'yesterday' }),
    ];
    const vm = new ProfileHistoryViewModel(server);
    await vm.load();
    expect(vm.entries.map((entry) => entry.id)).toEqual(['new', 'old', 'odd']);
  });

  it('filters by kind', async () => {
    const server = new FakeProfileServer(userFactory.build());
    server.history = [
      historyEntryFactory.build({ kind: 'deposit' }),
      historyEntryFactory.build({ kind: 'win' }),
    ];
    const vm = new ProfileHistoryViewModel(server);
    await vm.load();
    vm.chooseFilter('win');
    expect(vm.entries.map((entry) => entry.kind)).toEqual(['win']);
    vm.chooseFilter('all');
    expect(vm.entries).toHaveLength(2);
  });

  it('is empty without transactions, and shows an error with retry', async () => {
    const server = new FakeProfileServer(userFactory.build());
    const vm = new ProfileHistoryViewModel(server);
    await vm.load();
    expect(vm.history.status).toBe('empty');
    server.failures.set('getHistory', { kind: 'unauthorised' });
    await vm.load();
    expect(vm.history.status).toBe('error');
    server.failures.delete('getHistory');
    await vm.history.retry();
    expect(vm.history.status).toBe('empty');
  });
});
