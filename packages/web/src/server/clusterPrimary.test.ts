// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RestartBackoff, shutdownDeadlineMs } from './clusterPrimary.ts';

describe('the back-off before a dead worker is started again', () => {
  it('doubles while workers keep dying young, up to its ceiling, so a crash loop does not spin', () => {
    const backoff = new RestartBackoff({ baseMs: 100, maxMs: 1_000, stableMs: 30_000 });
    expect([10, 10, 10, 10, 10, 10].map((lived) => backoff.next(lived))).toEqual([
      100, 200, 400, 800, 1_000, 1_000,
    ]);
  });

  it('starts again from the base once a worker had lived long enough', () => {
    const backoff = new RestartBackoff({ baseMs: 100, maxMs: 1_000, stableMs: 30_000 });
    backoff.next(10);
    backoff.next(10);
    expect(backoff.next(30_000)).toBe(100);
  });

  it('reads the shutdown deadline from SHUTDOWN_DEADLINE_MS, else 10 s', () => {
    expect(shutdownDeadlineMs({ SHUTDOWN_DEADLINE_MS: '2500' })).toBe(2_500);
    expect(shutdownDeadlineMs({ SHUTDOWN_DEADLINE_MS: 'soon' })).toBe(10_000);
    expect(shutdownDeadlineMs({})).toBe(10_000);
  });
});
