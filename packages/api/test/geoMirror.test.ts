import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ blockedCountries: ['US', 'GB'], defaultCountry: 'RU' });
});
afterAll(() => t.close());

const geo = (country?: string) =>
  t.http.get('/geo_ip', { headers: country ? { 'x-debug-country': country } : {} });

describe('GET /geo_ip', () => {
  it('answers the default country with region RU', async () => {
    const answer = await geo();
    expect(answer.body).toEqual({
      data: { data: { ip: expect.any(String), country_code: 'RU', region: 'RU' } },
    });
  });

  it('answers region KZ only for Kazakhstan (§9)', async () => {
    expect((await geo('kz')).body['data']['data']).toMatchObject({ country_code: 'KZ', region: 'KZ' });
    expect((await geo('BY')).body['data']['data']).toMatchObject({ country_code: 'BY', region: 'RU' });
  });

  it('answers 451 region_blocked for a blocked country', async () => {
    const answer = await geo('US');
    expect(answer.status).toBe(451);
    expect(answer.body).toEqual({ message: 'region_blocked' });
  });

  it('ignores a malformed debug country', async () => {
    expect((await geo('<script>')).body['data']['data']['country_code']).toBe('RU');
  });

  it('follows /__dev/config: blocked countries and default country change at run time', async () => {
    await t.http.post('/__dev/config', { blockedCountries: ['ru'], defaultCountry: 'ru' });
    expect((await geo()).status).toBe(451);
    await t.http.post('/__dev/config', { blockedCountries: ['US'], defaultCountry: 'KZ' });
    expect((await geo()).body['data']['data']).toMatchObject({ country_code: 'KZ', region: 'KZ' });
  });
});

describe('GET /mirror and POST /middleware/mirrorRedirect', () => {
  it('answers no move and no sso by default', async () => {
    await t.http.post('/__dev/config', { mirrorNewLink: null, redirectTarget: null, sso: null });
    expect((await t.http.get('/mirror')).body).toEqual({
      redirect: { newLink: null },
      meta_yandex_verification: null,
      sso: null,
    });
    expect((await t.http.post('/middleware/mirrorRedirect', { domain: 'casino.example' })).body).toEqual({
      redirect: { newLink: null },
      oldDomain: 'casino.example',
    });
  });

  it('answers the moved-mirror link and the sso link once configured', async () => {
    const config = await t.http.post('/__dev/config', {
      mirrorNewLink: 'https://new-mirror.example',
      sso: 'https://sso.example/login',
      metaYandexVerification: 'abc123',
    });
    expect(config.body['data']).toMatchObject({
      mirrorNewLink: 'https://new-mirror.example',
      sso: 'https://sso.example/login',
    });
    expect((await t.http.get('/mirror')).body).toEqual({
      redirect: { newLink: 'https://new-mirror.example' },
      meta_yandex_verification: 'abc123',
      sso: 'https://sso.example/login',
    });
    const login = await t.http.post('/api/v2/auth/login/email/password', {
      email: 'demo@example.com',
      password: 'demo12345',
    });
    expect(login.body['sso']).toBe('https://sso.example/login');
  });

  it('answers no redirect target while only the site has moved, so the mirror check keeps path and query', async () => {
    await t.http.post('/__dev/config', { mirrorNewLink: 'https://new-mirror.example', redirectTarget: null });
    const redirect = await t.http.post('/middleware/mirrorRedirect', { domain: 'old-mirror.example' });
    expect(redirect.body).toEqual({ redirect: { newLink: null }, oldDomain: 'old-mirror.example' });
  });

  it('answers the separately configured redirect target, a link or an in-app path', async () => {
    for (const redirectTarget of ['https://promo.example/welcome?from=mirror', '/promotions']) {
      await t.http.post('/__dev/config', { mirrorNewLink: 'https://new-mirror.example', redirectTarget });
      const redirect = await t.http.post('/middleware/mirrorRedirect', { domain: 'old-mirror.example' });
      expect(redirect.body).toEqual({
        redirect: { newLink: redirectTarget },
        oldDomain: 'old-mirror.example',
      });
      expect((await t.http.get('/mirror')).body['redirect']).toEqual({
        newLink: 'https://new-mirror.example',
      });
    }
    await t.http.post('/__dev/config', { redirectTarget: null });
  });

  it('refuses a redirect target that is neither a link nor an in-app path', async () => {
    for (const redirectTarget of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'promo',
      '/a b',
    ]) {
      const answer = await t.http.post('/__dev/config', { redirectTarget });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body['errors'])).toEqual(['redirectTarget']);
    }
    expect((await t.http.get('/__dev/config')).body['data']['redirectTarget']).toBeNull();
  });

  it('refuses a config that is not a link, or a country that is not two letters', async () => {
    const answer = await t.http.post('/__dev/config', {
      mirrorNewLink: 'javascript:alert(1)',
      blockedCountries: ['USA'],
      defaultCountry: 5,
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body['errors']).sort()).toEqual([
      'blockedCountries.0',
      'defaultCountry',
      'mirrorNewLink',
    ]);
    expect((await t.http.get('/__dev/config')).body['data']['mirrorNewLink']).toBe(
      'https://new-mirror.example',
    );
  });
});
