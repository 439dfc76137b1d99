// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '@casino/core';
import { startTestServer, type SeenRequest, type TestServer } from '../../test/support/testServer.ts';
import { PosthogAnalytics } from './PosthogAnalytics.ts';

const CORS = {
  'access-control-allow-origin': 'http://localhost:3000',
  'access-control-allow-credentials': 'true',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.method === 'OPTIONS') return { status: 204, headers: CORS };
    if (request.path.includes('/flags') || request.path.includes('/decide')) {
      return { headers: CORS, json: { featureFlags: { bonus_balances: true, hidden: false } } };
    }
    return { headers: CORS, json: { status: 1 } };
  });
});
afterAll(() => server.close());

const silentLogger: Logger = { warn: () => undefined, error: () => undefined };

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
      { timeout: 9000, interval: 100 },
    );
    expect(server.requests.every((request) => request.path.startsWith('/ingest/'))).toBe(true);
    const pageView = receivedEvents().find((event) => event.event === '$pageview');
    expect(pageView?.properties.$current_url).toBe('http://localhost:3000/tournaments/active');
    expect(analytics.featureFlags()).toEqual(['bonus_balances']);
  }, 12_000);
});
