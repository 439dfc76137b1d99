import { describe, expect, it } from 'vitest';
import { FakeAttributionApi, FakeLogger, InMemoryCookieJar } from '../../test/fakes/index.ts';
import { AttachAttribution } from './AttachAttribution.ts';
import { ReportClientIp } from './ReportClientIp.ts';

describe('AttachAttribution', () => {
  it('sends every Attribution field from the cookies', async () => {
    const attributionApi = new FakeAttributionApi();
    const cookies = new InMemoryCookieJar({
      stag: 's',
      promo: 'WELCOME100',
      partnerId: 'p',
      advId: 'a',
      advertiseUid: 'u',
      advertiseSource: 'src',
      cpaOneUid: 'c',
      prHash: 'h',
    });
    await new AttachAttribution({ attributionApi, cookies, logger: new FakeLogger() }).execute();
    expect(attributionApi.bodiesOf('attachSource')).toEqual([
      {
        stag: 's',
        promo: 'WELCOME100',
        partnerId: 'p',
        advId: 'a',
        advertiseUid: 'u',
        advertiseSource: 'src',
        cpaOneUid: 'c',
        prHash: 'h',
      },
    ]);
  });

  it('only logs a failed attach-source call', async () => {
    const attributionApi = new FakeAttributionApi();
    attributionApi.failing.add('attachSource');
    const logger = new FakeLogger();
    await expect(
      new AttachAttribution({ attributionApi, cookies: new InMemoryCookieJar(), logger }).execute(),
    ).resolves.toBeUndefined();
    expect(logger.warnings).toEqual(['attachSource failed']);
  });
});

describe('ReportClientIp', () => {
  it('reports host and userAgent, and only logs a failure', async () => {
    const attributionApi = new FakeAttributionApi();
    attributionApi.failing.add('reportClientIp');
    const logger = new FakeLogger();
    const environment = { host: 'casino.example', userAgent: `Agent ${'x'.repeat(2000)}` };
    await new ReportClientIp({ attributionApi, environment, logger }).execute();
    const [body] = attributionApi.bodiesOf('reportClientIp') as { host: string; userAgent: string }[];
    expect(body?.host).toBe('casino.example');
    expect(body?.userAgent).toHaveLength(512);
    expect(logger.warnings).toEqual(['client IP report failed']);
  });
});
