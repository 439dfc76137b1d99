import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationFor, safeSiteSettings, siteLinkPolicy } from '@casino/core';
import { startLiveApi, type LiveApi } from './liveApi.ts';
import { PlayerSession } from './playerSession.ts';
import { WEB_ORIGIN } from './providerPopup.ts';
import { expectOk, registerByEmail } from './registrations.ts';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());

/** Headers a page cannot set or the browser sends on its own; they never appear in a CORS preflight. */
const NOT_PREFLIGHTED = new Set([
  'accept',
  'accept-encoding',
  'user-agent',
  'content-length',
  'cookie',
  'host',
]);
/** Sends of codes allowed per address in a minute (docs/contract.md, rate limits). */
const SENDS_PER_MINUTE = 5;

/** What a browser asks before the client's call: may this origin send these headers, with credentials? */
async function preflight(method: string, path: string, headers: readonly string[]) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin: WEB_ORIGIN,
      'access-control-request-method': method,
      'access-control-request-headers': headers.join(','),
    },
  });
  await response.body?.cancel();
  return {
    origin: response.headers.get('access-control-allow-origin'),
    credentials: response.headers.get('access-control-allow-credentials'),
    methods: (response.headers.get('access-control-allow-methods') ?? '').toUpperCase(),
    headers: (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/),
  };
}

describe('what the client sends, as a browser on the web origin would be allowed to send it', () => {
  it('lets the web origin send, with credentials, every header the client sets on a call with a body', async () => {
    const player = new PlayerSession(api.url, { locale: 'kz' });
    player.region = 'KZ';
    await registerByEmail(player);
    expectOk(await player.profile.updateSettings({ timezone: 'Asia/Almaty' }));
    const call = player.calls.at(-1);
    const headers = (call?.headers ?? []).filter((name) => !NOT_PREFLIGHTED.has(name));
    expect(headers).toEqual(
      expect.arrayContaining(['authorization', 'region', 'accept-language', 'content-type']),
    );

    const allowed = await preflight('PUT', '/profile/settings', headers);
    expect(allowed.origin).toBe(WEB_ORIGIN);
    expect(allowed.credentials).toBe('true');
    expect(allowed.methods).toContain('PUT');
    expect(allowed.headers).toEqual(expect.arrayContaining(headers));
  });

  it('exposes Retry-After to the page, so the client can wait as the server asks', async () => {
    const response = await fetch(`${api.url}/mirror`, { headers: { origin: WEB_ORIGIN } });
    await response.body?.cancel();
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect((response.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain(
      'retry-after',
    );
  });
});

describe('rate limits against the local API', () => {
  it('refuses the sixth code to one address within a minute as too_many_requests, without resending the POST', async () => {
    const player = new PlayerSession(api.url);
    const { email } = await registerByEmail(player);
    for (let sent = 0; sent < SENDS_PER_MINUTE; sent += 1)
      expectOk(await player.auth.requestEmailLoginCode(email));
    const sends = player.calls.length;

    const refused = await player.auth.requestEmailLoginCode(email);
    expect(refused).toEqual({
      ok: false,
      error: { kind: 'server', status: 429, messageKey: 'too_many_requests' },
    });
    if (!refused.ok) expect(notificationFor(refused.error).titleKey).toBe('error.too_many_requests');
    expect(player.calls.slice(sends).map((call) => call.status)).toEqual([429]);
  });
});

describe('site settings against the local API', () => {
  it('answers the affiliate programme and Telegram channel links, which the core keeps as safe site links', async () => {
    const answer = expectOk(await new PlayerSession(api.url).siteSettings.getSiteSettings());
    expect(answer).toEqual({
      revshareUrl: 'https://partners.localhost/',
      tgChannelUrl: 'https://t.me/casino_news',
    });
    expect(safeSiteSettings(answer, siteLinkPolicy({ allowedHosts: ['.localhost'] }))).toEqual(answer);
  });
});
