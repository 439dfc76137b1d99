import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const tracking = async (kind: string) => (await t.http.get(`/__dev/tracking?kind=${kind}`)).body['data'][0];

describe('POST /attachSource', () => {
  it('stores the attribution against the player, nulls for what is absent', async () => {
    const player = await registerPlayer(t.http);
    const answer = await t.http.post(
      '/attachSource',
      {
        stag: 'stag-5',
        promo: null,
        partnerId: 12,
        advId: 'adv-1',
        advertiseUid: 'u-1',
        advertiseSource: 'tiktok',
        prHash: 'h',
      },
      { token: player.token },
    );
    expect(answer.body).toEqual({ success: true });
    const record = await tracking('attach_source');
    expect(record.data).toEqual({
      stag: 'stag-5',
      promo: null,
      partnerId: '12',
      advId: 'adv-1',
      advertiseUid: 'u-1',
      advertiseSource: 'tiktok',
      cpaOneUid: null,
      prHash: 'h',
    });
    expect(record.player_id).toEqual(expect.any(Number));
  });

  it('puts a known promo on hold for the first deposit, once', async () => {
    const player = await registerPlayer(t.http);
    await t.http.post('/attachSource', { promo: 'FREESPINS' }, { token: player.token });
    await t.http.post('/attachSource', { promo: 'FREESPINS' }, { token: player.token });
    const waiting = await t.http.get('/bonus-system/bonus-activation/waiting-reg-and-dep', {
      token: player.token,
    });
    expect(waiting.body['data']).toHaveLength(1);
  });

  it('needs a token and refuses a field of the wrong type', async () => {
    expect((await t.http.post('/attachSource', {})).status).toBe(401);
    const player = await registerPlayer(t.http);
    const answer = await t.http.post('/attachSource', { stag: { nested: true } }, { token: player.token });
    expect(answer.status).toBe(422);
    expect(answer.body['errors']).toEqual({ stag: ['invalid'] });
  });
});

describe('middleware calls', () => {
  it('stores the affiliate query', async () => {
    const answer = await t.http.post('/middleware/affiliate', {
      stag: 'abc',
      partnerId: '7',
      tag: ['a', 'b'],
      flag: null,
    });
    expect(answer.body).toEqual({ success: true });
    expect((await tracking('affiliate')).data).toEqual({
      stag: 'abc',
      partnerId: '7',
      tag: ['a', 'b'],
      flag: null,
    });
  });

  it('stores the mirror domain, refusing what is not a host name', async () => {
    expect((await t.http.post('/middleware/mirror', { domain: 'mirror-3.example.com' })).body).toEqual({
      success: true,
    });
    expect((await tracking('mirror')).data).toEqual({ domain: 'mirror-3.example.com' });
    const hostile = await t.http.post('/middleware/mirror', { domain: 'evil.com/<script>' });
    expect(hostile.body['errors']).toEqual({ domain: ['invalid'] });
  });

  it('stores the client host and user agent with the address seen', async () => {
    const answer = await t.http.post('/middleware/ip', { host: 'localhost:5173', userAgent: 'Mozilla/5.0' });
    expect(answer.body).toEqual({ success: true });
    const record = await tracking('ip');
    expect(record.data).toEqual({ host: 'localhost:5173', userAgent: 'Mozilla/5.0' });
    expect(record.ip).toMatch(/127\.0\.0\.1|::1/);
  });

  it('stores a page-open event and needs subH', async () => {
    const body = { subH: 'sub-1', uuid: 'fp-123', click_url: 'https://site.example/?subH=sub-1' };
    expect((await t.http.post('/middleware/registerPageOpenEvent', body)).body).toEqual({ success: true });
    expect((await tracking('page_open')).data).toEqual(body);
    const missing = await t.http.post('/middleware/registerPageOpenEvent', { uuid: 'x', click_url: '' });
    expect(missing.body['errors']).toEqual({ subH: ['required'] });
  });

  it('answers the advertiser and promo of a known utm campaign, and nulls for an unknown one', async () => {
    const query = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'welcome', utm_term: 'casino' };
    expect((await t.http.post('/middleware/utm', query)).body).toEqual({
      advId: 'adv-google-welcome',
      promo: { type: 'promo_code', value: 'WELCOME100' },
    });
    expect((await t.http.post('/middleware/utm', { ...query, utm_campaign: 'partner' })).body).toEqual({
      advId: null,
      promo: null,
    });
    expect(
      (await t.http.post('/middleware/utm', { utm_source: 'partner', utm_campaign: 'cpa' })).body,
    ).toEqual({
      advId: 'adv-partner-cpa',
      promo: null,
    });
  });

  it('refuses a query object with too many keys or nested objects', async () => {
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`k${index}`, 'v']));
    expect((await t.http.post('/middleware/utm', many)).status).toBe(422);
    expect((await t.http.post('/middleware/affiliate', { deep: { er: 1 } })).status).toBe(422);
  });

  it('names a wrong field called constructor, toString or valueOf as any other field, not a server error', async () => {
    for (const [path, field] of [
      ['/middleware/affiliate', 'constructor'],
      ['/middleware/utm', 'toString'],
      ['/middleware/utm', 'valueOf'],
    ] as const) {
      const answer = await t.http.post(path, { [field]: [1] });
      expect(answer.status).toBe(422);
      expect(answer.body['errors']).toEqual({ [field]: ['invalid'] });
    }
  });
});
