import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCli } from '../src/cli.ts';
import { startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

/** Starts a server with the given links, reads its settings once and stops it. */
async function settingsOf(options: { revshareUrl?: string | null; telegramChannelUrl?: string | null }) {
  const custom = await startTestApi(options);
  try {
    return (await custom.http.get('/api/v2/settings')).body;
  } finally {
    await custom.close();
  }
}

describe('GET /api/v2/settings', () => {
  it('answers the local affiliate programme and Telegram channel links', async () => {
    const answer = await t.http.get('/api/v2/settings');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        revshare_service_frontend_url: 'https://partners.localhost/',
        telegram_channel_url: 'https://t.me/casino_news',
      },
    });
  });

  it('needs no bearer', async () => {
    expect((await t.client().get('/api/v2/settings')).status).toBe(200);
  });

  it('answers the configured links', async () => {
    expect(
      await settingsOf({
        revshareUrl: 'https://partners.casino.example/join',
        telegramChannelUrl: 'http://t.me/casino_ru',
      }),
    ).toEqual({
      data: {
        revshare_service_frontend_url: 'https://partners.casino.example/join',
        telegram_channel_url: 'http://t.me/casino_ru',
      },
    });
  });

  it('answers null for a link configured as none', async () => {
    expect(await settingsOf({ revshareUrl: '', telegramChannelUrl: null })).toEqual({
      data: { revshare_service_frontend_url: null, telegram_channel_url: null },
    });
  });

  it.each([
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', '/partners'],
    ['a data URL', 'data:text/html,hi'],
    ['not a URL at all', 'partners'],
  ])('refuses to start with %s as a link', async (_what, link) => {
    await expect(startTestApi({ revshareUrl: link })).rejects.toThrow(
      /revshareUrl must be an http or https URL/,
    );
    await expect(startTestApi({ telegramChannelUrl: link })).rejects.toThrow(
      /telegramChannelUrl must be an http or https URL/,
    );
  });
});

describe('site settings flags', () => {
  it('reads the links from flags, over the environment', () => {
    const { options } = parseCli(
      ['--revshare-url', 'https://partners.casino.example/', '--telegram-channel-url', 'https://t.me/flag'],
      { API_REVSHARE_URL: 'https://env.example/', API_TELEGRAM_CHANNEL_URL: 'https://t.me/env' },
    );
    expect(options).toMatchObject({
      revshareUrl: 'https://partners.casino.example/',
      telegramChannelUrl: 'https://t.me/flag',
    });
  });

  it('reads the links from the environment, an empty value meaning none', () => {
    const { options } = parseCli([], { API_REVSHARE_URL: '', API_TELEGRAM_CHANNEL_URL: 'https://t.me/env' });
    expect(options).toMatchObject({ revshareUrl: '', telegramChannelUrl: 'https://t.me/env' });
  });
});
