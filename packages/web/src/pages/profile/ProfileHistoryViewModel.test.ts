import { describe, expect, it } from 'vitest';
import { ExportHistory, LoadHistory, ok } from '@casino/core';
import { movementFactory, settledBetFactory } from '@casino/core/test/factories';
import { FakeMoneyApi, FakeNavigation } from '@casino/core/test/fakes';
import { ProfileHistoryViewModel } from './ProfileHistoryViewModel.ts';

function world() {
  const moneyApi = new FakeMoneyApi();
  const navigation = new FakeNavigation();
  const saved: { name: string; text: string }[] = [];
  const vm = new ProfileHistoryViewModel({
    loadHistory: new LoadHistory({ moneyApi }),
    exportHistory: new ExportHistory({ moneyApi }),
    downloads: { saveText: (name, _mime, text) => void saved.push({ name, text }) },
    gamesApi: { getBet: async (id) => ok(settledBetFactory.build({ id })) },
    navigation,
    notifier: { notifyError: () => 0 },
  });
  return { vm, moneyApi, navigation, saved };
}

describe('ProfileHistoryViewModel', () => {
  it('preloads the first page of movements for the page’s first render', async () => {
    const w = world();
    w.moneyApi.movements = movementFactory.buildList(3);
    await w.vm.preload();
    expect(w.vm.status).toBe('ready');
    expect(w.vm.rows).toHaveLength(3);
  });

  it('shows the first page and follows the cursor for the next, without repeating a row', async () => {
    const w = world();
    w.moneyApi.movements = movementFactory.buildList(70);
    w.vm.start();
    await w.vm.reload();
    expect(w.vm.rows).toHaveLength(50);
    await w.vm.loadMore();
    expect(w.vm.rows).toHaveLength(70);
    expect(new Set(w.vm.rows.map((r) => r.id)).size).toBe(70);
    expect(w.vm.nextCursor).toBeNull();
  });

  it('asks the API again for a kind and for a range of days', async () => {
    const w = world();
    w.moneyApi.movements = [
      movementFactory.build({ kind: 'bet' }),
      movementFactory.build({ kind: 'deposit' }),
    ];
    w.vm.chooseKind('bet');
    await w.vm.reload();
    expect(w.vm.rows.map((r) => r.kind)).toEqual(['bet']);
    w.vm.chooseDays('2030-01-01', '2030-01-31');
    await w.vm.reload();
    expect(w.moneyApi.calls.at(-1)).toBe(
      'getHistory {"kind":"bet","from":"2030-01-01","to":"2030-02-01","limit":50}',
    );
  });

  it('hands the CSV of the current filter to the player as history.csv', async () => {
    const w = world();
    w.vm.chooseKind('withdrawal');
    await w.vm.exportCsv();
    expect(w.saved).toEqual([
      { name: 'history.csv', text: 'created_at,kind,amount,currency,balance_after,status,bet_id\r\n' },
    ]);
    expect(w.moneyApi.calls).toContain('exportHistory {"kind":"withdrawal"}');
  });

  it('opens a bet in the verifier', async () => {
    const w = world();
    await w.vm.openProof('bet-9');
    expect(w.navigation.moves[0]?.path).toMatch(/^\/fairness\?game=dice&/);
  });

  it('shows an error state the player can retry when the API fails', async () => {
    const w = world();
    w.moneyApi.failWith = { kind: 'network', message: 'Network Error' };
    await w.vm.reload();
    expect(w.vm.status).toBe('error');
    w.moneyApi.failWith = null;
    await w.vm.reload();
    expect(w.vm.status).toBe('ready');
    expect(w.vm.isEmpty).toBe(true);
  });
});
