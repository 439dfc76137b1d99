// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger, startIngestServer } from '../../test/support/ingestServer.ts';
import type { SeenRequest, TestServer } from '../../test/support/testServer.ts';
import { PosthogAnalytics } from './PosthogAnalytics.ts';
import { endPageTasks } from '../../test/support/pageTasks.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startIngestServer({ bonus_balances: true, hidden: false });
});
afterAll(async () => {
  await endPageTasks();
  await server.close();
});

/** Every event the ingest host received, whatever batch it came in. */
function receivedEvents(): { event: string; properties: Record<string, unknown> }[] {
  return server.requests
    .filter((request: SeenRequest) => request.method === 'POST' && !request.path.includes('flags'))
    .flatMap((request) => {
      const body = request.body as { batch?: unknown[] } | unknown[] | Record<string, unknown>;
      if (Array.isArray(body)) return body;
      if (body && typeof body === 'object' && 'batch' in body && Array.isArray(body.batch)) return body.batch;
      return [body];
    }) as { event: string; properties: Record<string, unknown> }[];
}

describe('PosthogAnalytics with posthog-js', () => {
  it('sends manual page views and events as JSON under /ingest of the API base', async () => {
    const analytics = new PosthogAnalytics({
      projectKey: 'phc_local',
      apiBaseUrl: server.baseUrl,
      origin: 'http://localhost:3000',
      logger: silentLogger,
      // happy-dom's user agent names itself, which posthog-js would drop as a bot.
      captureBots: true,
    });
    analytics.pageView('/tournaments/active');
    analytics.capture('deposit_opened', { method: 'card' });
    await analytics.start();
    await vi.waitFor(
      () => {
        const names = receivedEvents().map((event) => event.event);
        expect(names).toEqual(expect.arrayContaining(['$pageview', 'deposit_opened']));
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(server.requests.every((request) => request.path.startsWith('/ingest/'))).toBe(true);
    const pageView = receivedEvents().find((event) => event.event === '$pageview');
    expect(pageView?.properties.$current_url).toBe('http://localhost:3000/tournaments/active');
    // The flags come in their own answer, which may land after the events' batch on a busy machine.
    await vi.waitFor(() => expect(analytics.featureFlags()).toEqual(['bonus_balances']), {
      timeout: 30_000,
      interval: 100,
    });
  });
});
