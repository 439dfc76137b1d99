import { describe, expect, it } from 'vitest';
import { FakeContentApi } from '../../testing/FakeContentApi.ts';
import { topEntryFactory } from '../../testing/contentFactories.ts';
import { TopViewModel } from './TopViewModel.ts';

describe('TopViewModel', () => {
  it('is loading, then ranks the wins by place', async () => {
    const api = new FakeContentApi();
    api.topList = [topEntryFactory.build({ place: 3 }), topEntryFactory.build({ place: 1 })];
    api.hold('top');
    const vm = new TopViewModel(api);
    const loading = vm.load();
    expect(vm.entries.status).toBe('loading');
    api.release('top');
    await loading;
    expect(vm.ranked.map((entry) => entry.place)).toEqual([1, 3]);
  });

  it('is empty without wins', async () => {
    const vm = new TopViewModel(new FakeContentApi());
    await vm.load();
    expect(vm.entries.status).toBe('empty');
  });

  it('shows an error and recovers on retry', async () => {
    const api = new FakeContentApi();
    api.topList = topEntryFactory.buildList(2);
    api.fail('top');
    const vm = new TopViewModel(api);
    await vm.load();
    expect(vm.entries.status).toBe('error');
    api.heal('top');
    await vm.entries.retry();
    expect(vm.ranked).toHaveLength(2);
  });
});
