import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notificationFor, regionForCountry, type AttributionSource } from '@casino/core';
import { startLiveApi, type LiveApi } from './liveApi.ts';
import { PlayerSession } from './playerSession.ts';
import { DEMO, expectOk, registerByEmail } from './registrations.ts';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi();
});
afterAll(() => api.stop());
/** Back to the start-up geo and mirror settings (docs/contract.md: default RU, blocked US and GB). */
afterEach(() =>
  api.configure({
    blockedCountries: ['US', 'GB'],
    defaultCountry: 'RU',
    mirrorNewLink: null,
    redirectTarget: null,
    sso: null,
  }),
);

const tab = () => new PlayerSession(api.url);

const SOURCE: AttributionSource = {
  stag: 'stag-1',
  promo: 'FREESPINS',
  partnerId: 'partner-1',
  advId: 'adv-1',
  advertiseUid: 'click-1',
  advertiseSource: 'advertise',
  cpaOneUid: 'cpa-1',
  prHash: 'pr-1',
};

describe('attribution and middleware reports against the local API', () => {
  it('attaches the source to the logged-in player, and its promo then waits for the first deposit', async () => {
    const player = tab();
    await registerByEmail(player);
    expectOk(await player.attribution.attachSource(SOURCE));
    const [record] = await api.tracking('attach_source');
    expect(record?.data).toEqual(SOURCE);
    expect(record?.player_id).toEqual(expect.any(Number));
    const waiting = expectOk(await player.bonus.waitingRegAndDep());
    expect(waiting.map((bonus) => bonus.name)).toEqual(['50 фриспинов в игре «Небесная кузня»']);
  });

  it('attaches a source of nulls, as a visit with no attribution cookies sends it', async () => {
    const player = tab();
    await registerByEmail(player);
    const empty: AttributionSource = {
      stag: null,
      promo: null,
      partnerId: null,
      advId: null,
      advertiseUid: null,
      advertiseSource: null,
      cpaOneUid: null,
      prHash: null,
    };
    expectOk(await player.attribution.attachSource(empty));
    expect((await api.tracking('attach_source'))[0]?.data).toEqual(empty);
  });

  it('reports the affiliate query for a visitor and for a player', async () => {
    const query = { utm_campaign: 'advertise', click_id: 'c-1', click_source: 'feed' };
    expectOk(await tab().attribution.affiliate(query));
    const player = tab();
    await registerByEmail(player);
    expectOk(await player.attribution.affiliate(query));
    const [forPlayer, forVisitor] = await api.tracking('affiliate');
    expect(forVisitor).toMatchObject({ data: query, player_id: null });
    expect(forPlayer).toMatchObject({ data: query, player_id: expect.any(Number) });
  });

  it('reports the client IP payload and a registration page opening', async () => {
    const visitor = tab();
    expectOk(await visitor.attribution.reportClientIp({ host: 'casino.example', userAgent: 'Mozilla/5.0' }));
    expectOk(
      await visitor.attribution.registerPageOpen({
        subH: 'sub-h',
        uuid: 'fingerprint-hash',
        clickUrl: 'https://casino.example/?subH=sub-h',
      }),
    );
    expect((await api.tracking('ip'))[0]?.data).toEqual({ host: 'casino.example', userAgent: 'Mozilla/5.0' });
    expect((await api.tracking('page_open'))[0]?.data).toEqual({
      subH: 'sub-h',
      uuid: 'fingerprint-hash',
      click_url: 'https://casino.example/?subH=sub-h',
    });
  });

  it('answers a known utm campaign with its advertiser and promo, and an unknown one with nulls', async () => {
    const visitor = tab();
    const query = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'welcome', utm_term: 'casino' };
    expect(expectOk(await visitor.attribution.utm(query))).toEqual({
      advId: 'adv-google-welcome',
      promo: { type: 'promo_code', value: 'WELCOME100' },
    });
    expect(expectOk(await visitor.attribution.utm({ ...query, utm_source: 'nowhere' }))).toEqual({
      advId: null,
      promo: null,
    });
  });
});

describe('geo check against the local API', () => {
  it('answers the country and its region, KZ only for Kazakhstan, as the core decides it (§9)', async () => {
    const visitor = tab();
    expect(expectOk(await visitor.geo.geoIp())).toEqual({ ip: '127.0.0.1', countryCode: 'RU', region: 'RU' });
    for (const country of ['KZ', 'DE', 'RU']) {
      await api.configure({ defaultCountry: country });
      const geo = expectOk(await visitor.geo.geoIp());
      expect(geo.countryCode).toBe(country);
      expect(geo.region).toBe(regionForCountry(country));
    }
  });

  it('answers a blocked country with 451, the regionBlocked error (§6)', async () => {
    await api.configure({ blockedCountries: ['RU'] });
    const result = await tab().geo.geoIp();
    expect(result).toEqual({ ok: false, error: { kind: 'regionBlocked' } });
    if (!result.ok) expect(notificationFor(result.error).titleKey).toBe('error.region_blocked');
  });
});

describe('mirror against the local API', () => {
  it('answers no new link while the site has not moved', async () => {
    expect(expectOk(await tab().mirror.getMirror())).toEqual({
      newLink: null,
      oldDomain: null,
      metaYandexVerification: null,
      sso: null,
    });
  });

  it('answers the new link and the sso link once the site has moved, and the login answer carries the sso link', async () => {
    await api.configure({ mirrorNewLink: 'https://new-mirror.example', sso: 'https://sso.example/login' });
    const visitor = tab();
    expect(expectOk(await visitor.mirror.getMirror())).toMatchObject({
      newLink: 'https://new-mirror.example',
      sso: 'https://sso.example/login',
    });
    // The moved-mirror link is the mirror check's alone; the redirect check has no target of its own here.
    expect(expectOk(await visitor.mirror.mirrorRedirect('old-mirror.example'))).toEqual({
      newLink: null,
      oldDomain: 'old-mirror.example',
    });
    expect(expectOk(await visitor.auth.loginByEmailPassword(DEMO.email, DEMO.password)).sso).toBe(
      'https://sso.example/login',
    );
  });

  it('answers the redirect check the target configured for it, apart from the moved-mirror link', async () => {
    await api.configure({ mirrorNewLink: 'https://new-mirror.example', redirectTarget: '/promotions' });
    expect(expectOk(await tab().mirror.mirrorRedirect('old-mirror.example'))).toEqual({
      newLink: '/promotions',
      oldDomain: 'old-mirror.example',
    });
  });

  it('reports the domain the player arrived on', async () => {
    expectOk(await tab().mirror.reportMirror('casino.example'));
    expect((await api.tracking('mirror'))[0]?.data).toEqual({ domain: 'casino.example' });
  });
});
