import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/testServer.ts';
import { SessionValues, testClient } from '../../test/support/httpClient.ts';
import { AxiosSiteSettingsApi } from './AxiosSiteSettingsApi.ts';

let server: TestServer;
let api: AxiosSiteSettingsApi;
beforeAll(async () => {
  server = await startTestServer();
  api = new AxiosSiteSettingsApi(testClient(server.baseUrl, new SessionValues()));
});
afterAll(() => server.close());

const answer = (data: unknown) => server.handle(() => ({ json: { data } }));
const malformed = { ok: false, error: { kind: 'malformedResponse', detail: expect.any(String) as unknown } };

describe('AxiosSiteSettingsApi', () => {
  it('asks GET /api/v2/settings and maps the two links of the site settings holder', async () => {
    answer({
      revshare_service_frontend_url: 'https://partners.casino.example/',
      telegram_channel_url: 'https://t.me/casino_news',
    });
    expect(await api.getSiteSettings()).toEqual({
      ok: true,
      value: { revshareUrl: 'https://partners.casino.example/', tgChannelUrl: 'https://t.me/casino_news' },
    });
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/v2/settings' });
  });

  it.each([
    ['null', { revshare_service_frontend_url: null, telegram_channel_url: null }],
    ['absent', {}],
    ['empty', { revshare_service_frontend_url: '', telegram_channel_url: '' }],
  ])('reads %s links as none', async (_what, data) => {
    answer(data);
    expect(await api.getSiteSettings()).toEqual({
      ok: true,
      value: { revshareUrl: null, tgChannelUrl: null },
    });
  });

  it.each([
    [
      'a link of the wrong type',
      { json: { data: { revshare_service_frontend_url: 42, telegram_channel_url: null } } },
    ],
    [
      'a missing data object',
      { json: { revshare_service_frontend_url: 'https://partners.casino.example/' } },
    ],
    ['HTML instead of JSON', { raw: '<!doctype html><html><body>Maintenance</body></html>' }],
    ['an empty body', { raw: '' }],
    ['JSON of another shape', { json: [1, 2, 3] }],
  ])('turns %s into a malformedResponse error', async (_what, reply) => {
    server.handle(() => reply);
    expect(await api.getSiteSettings()).toEqual(malformed);
  });

  it('maps a server failure to a domain error', async () => {
    server.handle(() => ({ status: 500, json: { message: 'server_error' } }));
    const result = await api.getSiteSettings();
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.error.kind).toBe('server');
  });
});
