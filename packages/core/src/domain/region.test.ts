import { describe, expect, it } from 'vitest';
import { isRegion, regionForCountry } from './region.ts';
import { geoFactory } from '../../test/factories/index.ts';

describe('regionForCountry', () => {
  it('is KZ only when the country is KZ', () => {
    expect(regionForCountry('KZ')).toBe('KZ');
    expect(regionForCountry('kz')).toBe('KZ');
    expect(regionForCountry(geoFactory.build({ countryCode: 'KZ' }).countryCode)).toBe('KZ');
  });

  it('is RU for every other country, and when the country is unknown', () => {
    for (const country of ['RU', 'BY', 'US', 'KZT', '', null, undefined])
      expect(regionForCountry(country)).toBe('RU');
  });
});

describe('isRegion', () => {
  it('recognises KZ and RU only', () => {
    expect(isRegion('KZ')).toBe(true);
    expect(isRegion('RU')).toBe(true);
    expect(isRegion('kz')).toBe(false);
  });
});
