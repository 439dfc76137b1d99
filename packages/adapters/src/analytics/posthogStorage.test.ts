// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger, startIngestServer } from '../../test/support/ingestServer.ts';
import type { TestServer } from '../../test/support/testServer.ts';
import { PosthogAnalytics } from './PosthogAnalytics.ts';
import { endPageTasks } from '../../test/support/pageTasks.ts';

// Letters beyond f, so no hexadecimal id posthog-js stores can contain them by chance.
const SESSION_TOKEN = 'qwz-landing-secret';
const RESET_TOKEN = 'qwz-reset-secret';

let server: TestServer;
beforeAll(async () => {
  server = await startIngestServer();
});
afterAll(async () => {
  await endPageTasks();
  await server.close();
});

/** Everything the page keeps in the browser: cookies, localStorage and sessionStorage, keys and values. */
function browserStorage(): string {
  const entries = (storage: Storage) =>
    Array.from({ length: storage.length }, (_, index) => {
      const key = storage.key(index) ?? '';
      return `${key}=${storage.getItem(key) ?? ''}`;
    });
  return [decodeURIComponent(document.cookie), ...entries(localStorage), ...entries(sessionStorage)].join(
    '\n',
  );
}

describe('posthog-js storage on a landing address that carries a credential', () => {
  it('keeps the landing address and the session entry address only redacted in its cookie and localStorage', async () => {
    window.history.replaceState(
      null,
      '',
      `/en/reset-password/${RESET_TOKEN}?token=${SESSION_TOKEN}&utm_source=mail`,
    );
    const analytics = new PosthogAnalytics({
      projectKey: 'phc_storage',
      apiBaseUrl: server.baseUrl,
      origin: 'http://localhost:3000',
      logger: silentLogger,
      captureBots: true,
    });
    analytics.pageView(`/en/reset-password/${RESET_TOKEN}?token=${SESSION_TOKEN}`);
    analytics.capture('reset_opened');
    await analytics.start();
    await vi.waitFor(
      () =>
        expect(
          server.requests.some((request) => String(JSON.stringify(request.body)).includes('reset_opened')),
        ).toBe(true),
      { timeout: 30_000, interval: 100 },
    );

    const stored = browserStorage();
    expect(stored).toContain('$initial_person_info');
    expect(stored).toContain('/en/reset-password/REDACTED?token=REDACTED&utm_source=mail');
    expect(stored).not.toContain('qwz');
  });
});
