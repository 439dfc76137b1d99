import type { SportsbookApi } from '@casino/core';
import { FakeSportsbookApi } from '@casino/core/test/fakes';
import { describe, expect, it } from 'vitest';
import { lazyApi, loadOnce } from './lazyApi.ts';

const SPORTSBOOK_METHODS = { listEvents: true, getEvent: true, placeBet: true, listBets: true } as const;

describe('an API adapter loaded on its first call (issue 15: the first load stays small)', () => {
  it('loads nothing until a call, then loads once and answers every call through the adapter', async () => {
    const inner = new FakeSportsbookApi();
    let loads = 0;
    const api = lazyApi<SportsbookApi>(() => {
      loads += 1;
      return Promise.resolve(inner);
    }, SPORTSBOOK_METHODS);
    expect(loads).toBe(0);
    const [bets, missing] = await Promise.all([api.listBets('open'), api.getEvent('nope')]);
    await api.listBets(null);
    expect(loads).toBe(1);
    expect(inner.listCalls).toBe(2);
    expect(bets).toEqual({ ok: true, value: [] });
    expect(missing).toEqual({ ok: false, error: { kind: 'notFound' } });
  });

  it('answers a network error, never a rejection, when the adapter cannot be loaded, and tries again on the next call', async () => {
    const inner = new FakeSportsbookApi();
    let loads = 0;
    const api = lazyApi<SportsbookApi>(() => {
      loads += 1;
      return loads === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(inner);
    }, SPORTSBOOK_METHODS);
    await expect(api.listEvents()).resolves.toEqual({
      ok: false,
      error: { kind: 'network', message: 'Network Error' },
    });
    await expect(api.listEvents()).resolves.toEqual({ ok: true, value: [] });
    expect(loads).toBe(2);
  });

  it('has every method the list names, and only those', () => {
    const api = lazyApi<SportsbookApi>(() => Promise.resolve(new FakeSportsbookApi()), SPORTSBOOK_METHODS);
    expect(Object.keys(api).sort()).toEqual(['getEvent', 'listBets', 'listEvents', 'placeBet']);
  });
});

describe('loadOnce', () => {
  it('runs the load once for every caller, and again only after it failed', async () => {
    let runs = 0;
    const load = loadOnce(async () => {
      runs += 1;
      if (runs === 1) throw new Error('offline');
      return runs;
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await Promise.all([load(), load()])).toEqual([2, 2]);
    expect(await load()).toBe(2);
    expect(runs).toBe(2);
  });
});
