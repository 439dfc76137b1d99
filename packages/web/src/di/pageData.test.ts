import { afterEach, describe, expect, it, vi } from 'vitest';
import { err, ok } from '@casino/core';
import {
  callKey,
  HYDRATION_WAIT_MS,
  PAGE_DATA_BUDGET_MS,
  PageData,
  budgetFromEnv,
  pageDataBudgetFromEnv,
} from './pageData.ts';

/** A view model whose preload the test finishes. */
class Preloading {
  disposed = 0;
  finish: () => void = () => undefined;
  readonly preload = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        this.finish = resolve;
      }),
  );
  dispose(): void {
    this.disposed += 1;
  }
}

/** A factory of view models that keeps those it made, to tell one made per place from one made per render. */
function makingViewModels() {
  const made: Preloading[] = [];
  const make = () => {
    const vm = new Preloading();
    made.push(vm);
    return vm;
  };
  return { made, make };
}

afterEach(() => vi.useRealTimers());

describe('PageData on the server', () => {
  it('makes one view model per place in the page, preloading, and the render waits until its data is in', async () => {
    const data = PageData.recording(300);
    const { made, make } = makingViewModels();
    const vm = data.viewModel('r1:Home', make);
    expect(data.viewModel('r1:Home', make)).toBe(vm);
    expect(made).toHaveLength(1);
    expect(vm.preload).toHaveBeenCalledTimes(1);
    const pending = data.pending('r1:Home');
    expect(pending).not.toBeNull();
    vm.finish();
    await pending;
    // The same promise, settled: a render that waited starts again and makes the same calls.
    expect(data.pending('r1:Home')).toBe(pending);
    data.close();
  });

  it('records the answers until the budget runs out; a late preload is dropped and its view model disposed', async () => {
    vi.useFakeTimers();
    const data = PageData.recording(300);
    const late = data.viewModel('r2:Home', () => new Preloading());
    data.record('content.top([])', ok([1]));
    const pending = data.pending('r2:Home');
    vi.advanceTimersByTime(300);
    await pending;
    expect(late.disposed).toBe(1);
    data.record('content.games([])', ok([2]));
    expect(data.answers()).toEqual({ 'content.top([])': ok([1]) });
    data.close();
    expect(late.disposed).toBe(1);
  });

  it('disposes every view model once the page is rendered, and keeps its answers for the page', () => {
    const data = PageData.recording(300);
    const vm = data.viewModel('r3:Faq', () => new Preloading());
    vm.finish();
    data.record('content.faq(["en"])', err({ kind: 'notFound' }));
    data.close();
    expect(vm.disposed).toBe(1);
    expect(data.answers()).toEqual({ 'content.faq(["en"])': err({ kind: 'notFound' }) });
  });
});

describe('loads a page asks for with its own arguments', () => {
  it('on the server runs once per place and the render waits for it, within the budget', async () => {
    vi.useFakeTimers();
    const data = PageData.recording(300);
    const vm = data.viewModel('r1:Tournaments', () => new Preloading());
    let runs = 0;
    const load = () => {
      runs += 1;
      return new Promise<void>(() => undefined);
    };
    const pending = data.load('r2', load);
    expect(data.load('r2', load)).toBe(pending);
    expect(runs).toBe(1);
    vi.advanceTimersByTime(300);
    await pending;
    expect(data.load('r2', load)).toBe(pending);
    expect(runs).toBe(1);
    expect(vm.disposed).toBe(1);
    data.close();
  });

  it('in the browser runs once during the hydrating render, and not at all once the page is hydrated', () => {
    const data = PageData.from({ 'content.top([])': ok([1]) });
    let runs = 0;
    const load = () => {
      runs += 1;
      return Promise.resolve();
    };
    expect(data.load('r1', load)).toBeNull();
    expect(data.load('r1', load)).toBeNull();
    data.close();
    expect(data.load('r2', load)).toBeNull();
    expect(runs).toBe(1);
  });
});

describe('what the server had in full', () => {
  it('names the places whose preload finished within the budget, not one still loading when it ran out', async () => {
    vi.useFakeTimers();
    const data = PageData.recording(300);
    const quick = data.viewModel('r1:Home', () => new Preloading());
    data.viewModel('r2:Faq', () => new Preloading());
    const asked = data.load('r3', () => Promise.resolve());
    data.viewModel('r4:Plain', () => ({}));
    quick.finish();
    await asked;
    await data.pending('r1:Home');
    expect(data.preloaded()).toEqual(['r1:Home', 'r3']);
    const late = data.pending('r2:Faq');
    vi.advanceTimersByTime(300);
    await late;
    expect(data.preloaded()).toEqual(['r1:Home', 'r3']);
    data.close();
  });

  it('in the browser, a place the server had in full renders once its data is applied, with one view model', async () => {
    const data = PageData.from({ 'content.top([])': ok([1]) }, ['r1:Home', 'r2']);
    const { made, make } = makingViewModels();
    const vm = data.viewModel('r1:Home', make);
    const waiting = data.pending('r1:Home');
    expect(waiting).not.toBeNull();
    // The hydrating render tried again after waiting: the same view model, preloaded once.
    expect(data.viewModel('r1:Home', make)).toBe(vm);
    expect(vm.preload).toHaveBeenCalledTimes(1);
    vm.finish();
    await waiting;
    expect(data.pending('r1:Home')).toBe(waiting);
    const asked = data.load('r2', () => Promise.reject(new Error('a failure is the page’s to show')));
    expect(asked).not.toBeNull();
    await asked;
    data.close();
    expect(data.pending('r1:Home')).toBeNull();
    expect(vm.disposed).toBe(0);
    expect(data.viewModel('r1:Home', make)).not.toBe(vm);
    expect(made).toHaveLength(2);
  });

  it('in the browser, a place whose preload goes to the network after all hydrates as it is after a while', async () => {
    vi.useFakeTimers();
    const data = PageData.from({ 'content.top([])': ok([1]) }, ['r1:Home']);
    const vm = data.viewModel('r1:Home', () => new Preloading());
    const waiting = data.pending('r1:Home');
    let settled = false;
    void waiting?.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(HYDRATION_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(vm.preload).toHaveBeenCalledTimes(1);
    data.close();
  });

  it('holds the calls of a place the server showed loading, made or preloading, and never those of one it had in full', () => {
    const data = PageData.from({ 'content.top([])': ok([1]) }, ['r1:Home']);
    const seen: boolean[] = [];
    const vm = () => {
      seen.push(data.heldUntilHydrated);
      return { preload: () => Promise.resolve(seen.push(data.heldUntilHydrated)) };
    };
    data.viewModel('r1:Home', vm);
    data.viewModel('r9:Faq', vm);
    void data.load('r9:Faq:top', () => Promise.resolve(seen.push(data.heldUntilHydrated)));
    expect(seen).toEqual([false, false, true, true, true]);
    expect(data.heldUntilHydrated).toBe(false);
    data.close();
  });

  it('in the browser, a place the server showed loading renders at once, loading too', () => {
    const data = PageData.from({ 'content.top([])': ok([1]) }, ['r1:Home']);
    const vm = data.viewModel('r9:Faq', () => new Preloading());
    expect(vm.preload).toHaveBeenCalledTimes(1);
    expect(data.pending('r9:Faq')).toBeNull();
    expect(data.load('r8', () => new Promise(() => undefined))).toBeNull();
    data.close();
  });
});

describe('a place the server showed in part', () => {
  it('renders in the browser a task later, once the answers the server recorded are applied, however many steps', async () => {
    const data = PageData.from({ 'content.top([])': ok([1]) }, ['r1:Home']);
    const shown: unknown[] = [];
    data.viewModel('r9:Faq', () => ({
      // One answer the server had, applied two steps later; one it did not have, still on its way.
      preload: () =>
        Promise.all([
          Promise.resolve(data.answer('content.top([])'))
            .then((answer) => answer)
            .then((answer) => shown.push(answer)),
          new Promise(() => undefined),
        ]),
    }));
    const waiting = data.pending('r9:Faq');
    expect(waiting).not.toBeNull();
    await waiting;
    expect(shown).toEqual([ok([1])]);
    data.close();
  });
});

describe('PageData in the browser', () => {
  it('answers the recorded calls while the page is hydrated, the view models preloading in their first render', () => {
    const data = PageData.from({ 'content.top([])': ok([1]) });
    const vm = data.viewModel('r1:Home', () => new Preloading());
    expect(vm.preload).toHaveBeenCalledTimes(1);
    expect(data.answer('content.top([])')).toEqual(ok([1]));
    expect(data.pending('r1:Home')).toBeNull();
    data.close();
    expect(data.answer('content.top([])')).toBeUndefined();
    expect(data.viewModel('r1:Home', () => new Preloading()).preload).not.toHaveBeenCalled();
  });

  it('answers nothing and preloads nothing when the page brought no data (the offline shell)', () => {
    for (const data of [PageData.from(undefined), PageData.from({})]) {
      expect(data.viewModel('r1:Home', () => new Preloading()).preload).not.toHaveBeenCalled();
      expect(data.recording).toBe(false);
    }
  });
});

describe('callKey', () => {
  it('names a call by its method and arguments, trailing missing ones dropped', () => {
    expect(callKey('content.games', [])).toBe(callKey('content.games', [undefined]));
    expect(callKey('content.seo', ['home', 'en'])).toBe('content.seo(["home","en"])');
    expect(callKey('content.tournaments', ['active'])).not.toBe(callKey('content.tournaments', []));
  });
});

describe('the budget a server takes from its environment', () => {
  it('is SSR_PAGE_DATA_BUDGET_MS when it is a whole number of milliseconds up to a minute', () => {
    expect(pageDataBudgetFromEnv({ SSR_PAGE_DATA_BUDGET_MS: '30000' })).toBe(30_000);
    expect(pageDataBudgetFromEnv({ SSR_PAGE_DATA_BUDGET_MS: ' 1 ' })).toBe(1);
  });

  it('stays 300 ms when the variable is missing, empty, zero, fractional, negative, past a minute or not a number', () => {
    for (const value of [undefined, '', '0', '1.5', '-5', '60001', '99999', '1e4', 'soon', '0x10']) {
      expect(pageDataBudgetFromEnv({ SSR_PAGE_DATA_BUDGET_MS: value })).toBe(PAGE_DATA_BUDGET_MS);
    }
  });

  it('reads the SEO text’s wait the same way, SSR_SEO_BUDGET_MS, leaving the default otherwise', () => {
    expect(budgetFromEnv({ SSR_SEO_BUDGET_MS: '20000' }, 'SSR_SEO_BUDGET_MS')).toBe(20_000);
    expect(budgetFromEnv({}, 'SSR_SEO_BUDGET_MS')).toBeUndefined();
    for (const value of ['', '0', '-5', '1.5', '60001', 'soon'])
      expect(budgetFromEnv({ SSR_SEO_BUDGET_MS: value }, 'SSR_SEO_BUDGET_MS')).toBeUndefined();
  });
});
