import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_VALUE_MAX_LENGTH,
  FORWARDED_QUERY_MAX_PARAMS,
  adBonusCookies,
  affiliateCookiesFromQuery,
  attributionFromCookies,
  boundedQuery,
  FORWARDED_QUERY_NAME_MAX_LENGTH,
  registrationTracking,
  sanitizeAttributionValue,
  shouldCallUtm,
  trackingCookiesFromQuery,
} from './attribution.ts';

const fullUtm = { utm_source: 's', utm_medium: 'm', utm_campaign: 'c', utm_term: 't' };

describe('shouldCallUtm', () => {
  it('calls utm only when the query has utm_source, utm_medium, utm_campaign and utm_term and no advId cookie', () => {
    expect(shouldCallUtm(fullUtm, null)).toBe(true);
    expect(shouldCallUtm(fullUtm, 'adv-1')).toBe(false);
    for (const missing of Object.keys(fullUtm)) {
      const query = Object.fromEntries(Object.entries(fullUtm).filter(([name]) => name !== missing));
      expect(shouldCallUtm(query, null)).toBe(false);
    }
    expect(shouldCallUtm({ ...fullUtm, utm_term: '' }, null)).toBe(false);
  });
});

describe('trackingCookiesFromQuery', () => {
  it('reads utm_campaign=advertise with click_id and click_source as advertiseUid and advertiseSource', () => {
    expect(
      trackingCookiesFromQuery({ utm_campaign: 'advertise', click_id: 'c-1', click_source: 'net' }),
    ).toEqual({ advertiseUid: 'c-1', advertiseSource: 'net' });
  });

  it('reads utm_campaign=advertcpa with clickid as cpaOneUid', () => {
    expect(trackingCookiesFromQuery({ utm_campaign: 'advertcpa', clickid: 'cpa-9' })).toEqual({
      cpaOneUid: 'cpa-9',
    });
  });

  it('ignores an advertise campaign missing click_id or click_source, and any other campaign', () => {
    expect(trackingCookiesFromQuery({ utm_campaign: 'advertise', click_id: 'c-1' })).toEqual({});
    expect(trackingCookiesFromQuery({ utm_campaign: 'advertcpa', click_id: 'c-1' })).toEqual({});
    expect(trackingCookiesFromQuery({ utm_campaign: 'summer', clickid: 'c-1' })).toEqual({});
  });
});

describe('affiliateCookiesFromQuery', () => {
  it('stores stag as stag and partner as partnerId', () => {
    expect(affiliateCookiesFromQuery({ stag: 'st-1', partner: 'p-2' })).toEqual({
      stag: 'st-1',
      partnerId: 'p-2',
    });
    expect(affiliateCookiesFromQuery({})).toEqual({});
  });
});

describe('sanitizeAttributionValue', () => {
  it('keeps ordinary ids and codes as they are', () => {
    expect(sanitizeAttributionValue('WELCOME100')).toBe('WELCOME100');
    expect(sanitizeAttributionValue('a1b2-c3_d4.e5')).toBe('a1b2-c3_d4.e5');
    expect(sanitizeAttributionValue(42)).toBe('42');
  });

  it('removes control, whitespace, invisible and cookie-breaking characters', () => {
    expect(sanitizeAttributionValue('abc\r\nSet-Cookie: x=1')).toBe('abcSet-Cookie:x=1');
    expect(sanitizeAttributionValue('ab;c,d"e\\f')).toBe('abcdef');
    expect(sanitizeAttributionValue('a\u0000b\u202ec\u200bd\ufeff')).toBe('abcd');
  });

  it(`cuts very long values to ${ATTRIBUTION_VALUE_MAX_LENGTH} characters without splitting a character`, () => {
    expect(sanitizeAttributionValue('x'.repeat(100_000))).toHaveLength(ATTRIBUTION_VALUE_MAX_LENGTH);
    const emoji = sanitizeAttributionValue('😀'.repeat(300));
    expect(Array.from(emoji ?? '')).toHaveLength(ATTRIBUTION_VALUE_MAX_LENGTH);
    expect(emoji).toBe('😀'.repeat(ATTRIBUTION_VALUE_MAX_LENGTH));
  });

  it('gives null for nothing usable', () => {
    expect(sanitizeAttributionValue('')).toBeNull();
    expect(sanitizeAttributionValue(' \t\n')).toBeNull();
    expect(sanitizeAttributionValue(null)).toBeNull();
    expect(sanitizeAttributionValue({ toString: () => 'x' })).toBeNull();
  });
});

describe('attributionFromCookies', () => {
  it('gives every Attribution field, with prHash null when absent', () => {
    const cookies: Record<string, string> = { stag: 's', partnerId: 'p', advId: 'a', promo: 'WELCOME100' };
    expect(attributionFromCookies((name) => cookies[name] ?? null)).toEqual({
      stag: 's',
      promo: 'WELCOME100',
      partnerId: 'p',
      advId: 'a',
      advertiseUid: null,
      advertiseSource: null,
      cpaOneUid: null,
      prHash: null,
    });
  });
});

describe('adBonusCookies', () => {
  it('stores the utm promo as adBonusType, adBonusValue and adBonusModal', () => {
    expect(adBonusCookies({ type: 'freespins', value: 50 })).toEqual({
      adBonusType: 'freespins',
      adBonusValue: '50',
      adBonusModal: 'true',
    });
    expect(adBonusCookies({ type: '', value: 50 })).toEqual({});
  });
});

describe('registrationTracking', () => {
  it('sends fpp from the fingerprint and partner, adplace, stag and promo from cookies, leaving out what is absent', () => {
    const cookies: Record<string, string> = { partnerId: 'p', advId: 'a', stag: 's', promo: 'COOKIE' };
    expect(registrationTracking((name) => cookies[name] ?? null, 'fp', null)).toEqual({
      fpp: 'fp',
      partner: 'p',
      adplace: 'a',
      stag: 's',
      promo: 'COOKIE',
    });
    expect(registrationTracking(() => null, null, 'FORM')).toEqual({ promo: 'FORM' });
  });
});

describe('boundedQuery', () => {
  it('keeps free text with spaces but strips controls and caps names, values and the count', () => {
    const query = Object.fromEntries(
      Array.from({ length: 80 }, (_, index) => [
        `p${index}`,
        index === 0 ? 'big\u0000 win' : 'x'.repeat(5000),
      ]),
    );
    const bounded = boundedQuery(query);
    expect(Object.keys(bounded)).toHaveLength(FORWARDED_QUERY_MAX_PARAMS);
    expect(bounded.p0).toBe('big win');
    expect(bounded.p1).toHaveLength(ATTRIBUTION_VALUE_MAX_LENGTH);
  });

  it('drops a parameter whose name is longer than the contract allows, keeping the rest of the report', () => {
    const longName = 'n'.repeat(FORWARDED_QUERY_NAME_MAX_LENGTH + 1);
    const bounded = boundedQuery({ utm_source: 'ads', [longName]: 'x' });
    expect(bounded).toEqual({ utm_source: 'ads' });
  });
});
