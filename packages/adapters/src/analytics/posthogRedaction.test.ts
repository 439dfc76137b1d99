// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger, startIngestServer } from '../../test/support/ingestServer.ts';
import type { TestServer } from '../../test/support/testServer.ts';
import { PosthogAnalytics } from './PosthogAnalytics.ts';
import { endPageTasks } from '../../test/support/pageTasks.ts';

// Full of letters beyond f, so no hexadecimal event id or session id can contain them by chance.
const SESSION_TOKEN = 'qwz-session-secret';
const RESET_TOKEN = 'qwz-reset-secret';

let server: TestServer;
beforeAll(async () => {
  server = await startIngestServer();
});
afterAll(async () => {
  await endPageTasks();
  await server.close();
});

/** Every event body the ingest host received, as the text that crossed the network. */
function sentEvents(): string[] {
  return server.requests
    .filter((request) => request.method === 'POST' && !request.path.includes('flags'))
    .map((request) => JSON.stringify(request.body));
}

describe('PosthogAnalytics on a page whose address carries a credential', () => {
  it('sends events captured on a ?token= URL to the server without the token', async () => {
    window.history.replaceState(null, '', `/?simple_auth=1&token=${SESSION_TOKEN}&utm_source=mail`);
    const analytics = new PosthogAnalytics({
      projectKey: 'phc_local',
      apiBaseUrl: server.baseUrl,
      origin: 'http://localhost:3000',
      logger: silentLogger,
      captureBots: true,
    });
    analytics.capture('deposit_opened', { method: 'card' });
    analytics.pageView(`/en/reset-password/${RESET_TOKEN}?via=phone`);
    analytics.identify('player-1');
    await analytics.start();

    await vi.waitFor(
      () => {
        const sent = sentEvents().join();
        for (const name of ['deposit_opened', '$pageview', '$identify']) expect(sent).toContain(`"${name}"`);
      },
      { timeout: 30_000, interval: 100 },
    );
    const sent = sentEvents().join();
    expect(sent).not.toContain('qwz');
    expect(sent).not.toContain(SESSION_TOKEN);
    expect(sent).not.toContain(RESET_TOKEN);
    expect(sent).toContain('http://localhost:3000/?simple_auth=REDACTED&token=REDACTED&utm_source=mail');
    expect(sent).toContain('/en/reset-password/REDACTED?via=phone');
  });
});
