import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../src/server.ts';
import { MmdbCountryLookup } from '../src/geo/geoIpDatabase.ts';
import { startTestApi, type TestApi } from './support/api.ts';

/** A country database from the registry (ip-location-db: CC BY 4.0 data of the NRO), in the MaxMind DB format. */
const DATABASE = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country-mmdb/package.json'),
  ),
  'geo-whois-asn-country.mmdb',
);

// The test client reaches the API from 127.0.0.1, trusted as a proxy here: `X-Forwarded-For` names the client.
let withDatabase: TestApi;
let without: TestApi;
beforeAll(async () => {
  const geo = { trustedProxies: ['127.0.0.1'], blockedCountries: ['US'], defaultCountry: 'RU' };
  withDatabase = await startTestApi({ ...geo, geoIpDatabase: DATABASE });
  without = await startTestApi(geo);
});
afterAll(async () => {
  await withDatabase.close();
  await without.close();
});

const geoFrom = (api: TestApi, client: string) =>
  api.http.get('/geo_ip', { headers: { 'x-forwarded-for': client } });

describe('GET /geo_ip from the client address, where a GeoIP database is configured (issue 34)', () => {
  it("answers the country of the client's address, its region, and 451 where that country is blocked", async () => {
    expect((await geoFrom(withDatabase, '2.132.0.1')).body).toEqual({
      data: { data: { ip: '2.132.0.1', country_code: 'KZ', region: 'KZ' } },
    });
    expect((await geoFrom(withDatabase, '77.88.8.8')).body['data']['data']).toMatchObject({
      country_code: 'RU',
      region: 'RU',
    });
    const blocked = await geoFrom(withDatabase, '8.8.8.8');
    expect(blocked.status).toBe(451);
    expect(blocked.body).toEqual({ message: 'region_blocked' });
  });

  it('answers the configured country for an address the database does not place (private, loopback)', async () => {
    expect((await geoFrom(withDatabase, '10.0.0.1')).body['data']['data']['country_code']).toBe('RU');
    expect((await withDatabase.http.get('/geo_ip')).body['data']['data']['country_code']).toBe('RU');
  });

  it('survives hostile and malformed addresses, answering the configured country', async () => {
    for (const client of [
      '<script>',
      '999.1.1.1',
      '::ffff:zz',
      ', , ,',
      'a'.repeat(4000),
      '2.132.0.1 garbage',
    ]) {
      const answer = await geoFrom(withDatabase, client);
      expect(answer.status, client.slice(0, 20)).toBe(200);
      expect(answer.body['data']['data']['country_code'], client.slice(0, 20)).toMatch(/^(RU|KZ)$/);
    }
  });

  it('without a database, answers the configured country whatever the address', async () => {
    expect((await geoFrom(without, '2.132.0.1')).body['data']['data']).toMatchObject({
      ip: '2.132.0.1',
      country_code: 'RU',
      region: 'RU',
    });
  });

  it('refuses to start on a file that is not a country database, naming it', async () => {
    await expect(
      startApi({ port: 0, dataDir: ':memory:', geoIpDatabase: '/nonexistent/countries.mmdb' }),
    ).rejects.toThrow('/nonexistent/countries.mmdb');
  });
});

describe('the country look-up', () => {
  const lookup = MmdbCountryLookup.open(DATABASE);

  it('places IPv4, IPv4 written in IPv6, and IPv6 addresses', () => {
    expect(lookup.country('77.88.8.8')).toBe('RU');
    expect(lookup.country('::ffff:77.88.8.8')).toBe('RU');
    expect(lookup.country('2a02:6b8::feed:ff')).toBe('RU');
  });

  it('never throws: any string gives a two-letter country or null', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.ipV4(), fc.ipV6(), fc.ipV4Extended()), (address) => {
        const country = lookup.country(address);
        expect(country === null || /^[A-Z]{2}$/.test(country)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
