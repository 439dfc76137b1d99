// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost:5173/" }
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeLogger } from '@casino/core/test/fakes';
import { PosthogAnalytics } from '../../src/index.ts';
import { startLiveApi, type LiveApi } from './liveApi.ts';
import { WEB_ORIGIN } from './providerPopup.ts';
import { endPageTasks } from '../support/pageTasks.ts';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(async () => {
  await endPageTasks();
  await api.stop();
});

describe('analytics against the local API', () => {
  it('stores the page views, events and identified person that posthog-js sends under /ingest', async () => {
    const analytics = new PosthogAnalytics({
      projectKey: 'phc_local',
      apiBaseUrl: api.url,
      origin: WEB_ORIGIN,
      logger: new FakeLogger(),
      // happy-dom's user agent names itself, which posthog-js would drop as a bot.
      captureBots: true,
    });
    analytics.pageView('/tournaments/active');
    analytics.capture('deposit_opened', { method: 'card' });
    analytics.identify('42');
    await analytics.start();
    await vi.waitFor(
      async () => {
        const names = (await api.events()).map((event) => event.event);
        expect(names).toEqual(expect.arrayContaining(['$pageview', 'deposit_opened', '$identify']));
      },
      { timeout: 9000, interval: 200 },
    );
    const events = await api.events();
    const pageView = events.find((event) => event.event === '$pageview');
    expect(pageView?.properties['$current_url']).toBe(`${WEB_ORIGIN}/tournaments/active`);
    expect(events.find((event) => event.event === 'deposit_opened')?.properties['method']).toBe('card');
    expect(events.find((event) => event.event === '$identify')?.distinct_id).toBe('42');
    // The local API answers no feature flags (`/ingest/flags`), so no gate opens from analytics.
    expect(analytics.featureFlags()).toEqual([]);
  }, 12_000);
});
