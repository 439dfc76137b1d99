// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_REQUEST_TIMEOUT_MS, type Logger } from '@casino/core';
import { PosthogAnalytics } from './PosthogAnalytics.ts';

const quietLogger: Logger = { warn: () => undefined, error: () => undefined };

/** An ingest host that never answers: each request hangs until its own signal aborts it. */
function hangingFetch() {
  const signals: AbortSignal[] = [];
  const fetch = vi.fn((_input: unknown, init?: { signal?: AbortSignal }) => {
    if (init?.signal) signals.push(init.signal);
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });
  return { fetch, signals };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('analytics requests (§9)', () => {
  it('gives up on an ingest request the host does not answer after 60 s, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const ingest = hangingFetch();
    vi.stubGlobal('fetch', ingest.fetch);
    const analytics = new PosthogAnalytics({
      projectKey: 'phc_timeout',
      apiBaseUrl: 'https://api.casino.test',
      origin: 'https://casino.test',
      logger: quietLogger,
      captureBots: true,
    });
    await analytics.start();
    analytics.capture('deposit_opened', { method: 'card' });
    // posthog-js sends its batch a few seconds after the event.
    await vi.advanceTimersByTimeAsync(5_000);
    const eventRequest = ingest.fetch.mock.calls.findIndex(([url]) => String(url).includes('/e/'));
    expect(eventRequest).toBeGreaterThanOrEqual(0);
    const signal = ingest.fetch.mock.calls[eventRequest]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(ANALYTICS_REQUEST_TIMEOUT_MS - 5_000 - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(5_001);
    expect(signal?.aborted).toBe(true);
    expect(ANALYTICS_REQUEST_TIMEOUT_MS).toBe(60_000);
  });
});
