import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SETTLE_MS, nextTask, whenFirstPageShown, whenIdle, whenPageSettled } from './idle.ts';

/** A window whose idle callbacks are recorded and fired by the test. */
function idleWindow() {
  const pending = new Map<number, () => void>();
  let next = 0;
  const fake = {
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    requestIdleCallback: vi.fn((callback: () => void) => {
      next += 1;
      pending.set(next, callback);
      return next;
    }),
    cancelIdleCallback: vi.fn((handle: number) => pending.delete(handle)),
  };
  const fireIdle = () => {
    for (const [handle, callback] of [...pending]) {
      pending.delete(handle);
      callback();
    }
  };
  return { fake, fireIdle };
}

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the task when the browser is idle, with the given deadline', () => {
    const { fake, fireIdle } = idleWindow();
    const task = vi.fn();
    whenIdle(fake, task, 2000);
    expect(fake.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(task).not.toHaveBeenCalled();
    fireIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    const { fake, fireIdle } = idleWindow();
    const task = vi.fn();
    whenIdle(fake, task, 2000)();
    fireIdle();
    expect(task).not.toHaveBeenCalled();
  });

  it('falls back to a short timer where the browser has no idle callbacks', () => {
    const task = vi.fn();
    const cancel = whenIdle(
      { setTimeout: window.setTimeout.bind(window), clearTimeout: window.clearTimeout.bind(window) },
      task,
      2000,
    );
    vi.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
  });
});

describe('whenFirstPageShown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<main><h1>The server rendered this heading</h1></main>';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
    delete document.documentElement.dataset['appReady'];
  });

  // happy-dom has no requestIdleCallback: idle time is the fallback's 100 ms timer here.
  it("waits for the page to be live, not for the server's heading, then for idle time", async () => {
    const task = vi.fn();
    whenFirstPageShown(window, task);
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    document.documentElement.dataset['appReady'] = 'false';
    await vi.advanceTimersByTimeAsync(200);
    expect(task).not.toHaveBeenCalled();
    document.documentElement.dataset['appReady'] = 'true';
    await vi.advanceTimersByTimeAsync(0);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task anyway when the page is not live within five seconds of the window’s load', () => {
    const task = vi.fn();
    whenFirstPageShown(window, task);
    vi.advanceTimersByTime(4999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 100);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('counts those five seconds from the load, not from the start: a slow hydration is not cut into', async () => {
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      const task = vi.fn();
      whenFirstPageShown(window, task);
      vi.advanceTimersByTime(20_000);
      expect(task).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(4999);
      expect(task).not.toHaveBeenCalled();
      // The page goes live before the five seconds are out: the task runs once, after idle time, and no second time.
      document.documentElement.dataset['appReady'] = 'true';
      await vi.advanceTimersByTimeAsync(100);
      expect(task).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(10_000);
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      loading.mockRestore();
    }
  });
});

describe('whenPageSettled (issue 15: the analytics never start in the first seconds of a page)', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete document.documentElement.dataset['appReady'];
  });

  // happy-dom has no requestIdleCallback: each wait for idle time is the fallback's 100 ms timer here.
  it('runs the task once the first page has been live for the settling time and the browser is idle', async () => {
    const task = vi.fn();
    whenPageSettled(window, task);
    document.documentElement.dataset['appReady'] = 'true';
    await vi.advanceTimersByTimeAsync(100 + PAGE_SETTLE_MS - 1);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1 + 100);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task at once when the player leaves the page first, and only once', async () => {
    const task = vi.fn();
    whenPageSettled(window, task);
    document.documentElement.dataset['appReady'] = 'true';
    await vi.advanceTimersByTimeAsync(1000);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('nextTask', () => {
  afterEach(() => vi.useRealTimers());

  it("uses the browser's scheduler.yield where it has one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    const fake = { scheduler: { yield: yielded }, setTimeout: vi.fn() } as unknown as Window;
    await nextTask(fake);
    expect(yielded).toHaveBeenCalledTimes(1);
    expect(fake.setTimeout).not.toHaveBeenCalled();
  });

  it('resolves after a zero timer elsewhere, not in the same task', async () => {
    vi.useFakeTimers();
    let done = false;
    void nextTask(window).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
