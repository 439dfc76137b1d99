import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_VALUE_MAX_LENGTH,
  FORWARDED_QUERY_MAX_PARAMS,
  adBonusCookies,
  affiliateCookiesFromQuery,
  attributionFromCookies,
  boundedQuery,
  registrationTracking,
  sanitizeAttributionValue,
  shouldCallUtm,
  trackingCookiesFromQuery,
} from '../../src/domain/attribution.ts';
import { isCrawler } from '../../src/domain/crawler.ts';
import { param, parseQueryString, withoutParam } from '../../src/domain/query.ts';
import {
  QUERY_FLAG_MODALS,
  hasNoSsoFlag,
  queryFlagIn,
  withoutQueryFlag,
} from '../../src/domain/queryFlags.ts';
import { isPlausibleToken } from '../../src/domain/session.ts';
import { anyQuery, anySearch, utf16 } from './hostileInput.ts';

const RUNS = { numRuns: 1_000 };
// What may not reach a cookie: whitespace, controls, invisible formatting, and what ends or quotes a cookie value.
const COOKIE_UNSAFE = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp};,"\\]/u;

/** A stored attribution value: null, or text a cookie can hold safely and no longer than the limit. */
function isStorable(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  return (
    value !== '' && !COOKIE_UNSAFE.test(value) && Array.from(value).length <= ATTRIBUTION_VALUE_MAX_LENGTH
  );
}

const anyValue = fc.anything({ withNullPrototype: true, withBigInt: true, withBoxedValues: true });

describe('query parsing fed hostile search strings', () => {
  it('never throws, and yields plain string pairs without touching Object.prototype', () => {
    fc.assert(
      fc.property(anySearch, (search) => {
        const query = parseQueryString(search);
        expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
        for (const value of Object.values(query)) expect(typeof value).toBe('string');
        expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
        expect(Object.prototype.toString.call({})).toBe('[object Object]');
      }),
      RUNS,
    );
  });

  it('reads a parameter as a non-empty string or nothing, and drops one without losing the others', () => {
    fc.assert(
      fc.property(anyQuery, utf16(12), (query, name) => {
        const value = param(query, name);
        expect(value === null || (typeof value === 'string' && value !== '')).toBe(true);
        const rest = withoutParam(query, name);
        expect(Object.hasOwn(rest, name)).toBe(false);
        expect(Object.keys(rest).length).toBe(Object.keys(query).filter((key) => key !== name).length);
      }),
      RUNS,
    );
  });
});

describe('attribution rules fed hostile queries and cookies', () => {
  it('sanitises any value into storable text or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, utf16(400)), (value) => {
        expect(isStorable(sanitizeAttributionValue(value))).toBe(true);
      }),
      RUNS,
    );
  });

  it('stores only sanitised tracking and affiliate values from any query', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        const stored = { ...trackingCookiesFromQuery(query), ...affiliateCookiesFromQuery(query) };
        for (const value of Object.values(stored)) expect(isStorable(value)).toBe(true);
        expect(typeof shouldCallUtm(query, null)).toBe('boolean');
      }),
      RUNS,
    );
  });

  it('forwards at most 50 parameters to the utm call, each cut and free of control characters', () => {
    fc.assert(
      fc.property(fc.dictionary(utf16(20), utf16(400), { maxKeys: 80 }), (query) => {
        const forwarded = boundedQuery(query);
        const entries = Object.entries(forwarded);
        expect(entries.length).toBeLessThanOrEqual(FORWARDED_QUERY_MAX_PARAMS);
        for (const [name, value] of entries) {
          expect(name).not.toBe('');
          for (const text of [name, value]) {
            expect(text).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
            expect(Array.from(text).length).toBeLessThanOrEqual(ATTRIBUTION_VALUE_MAX_LENGTH);
          }
        }
      }),
      RUNS,
    );
  });

  it('builds ad bonus cookies, attachSource and registration fields only from storable values', () => {
    const cookieValue = fc.option(fc.oneof(utf16(300), fc.constantFrom('a;b', 'x\r\nSet-Cookie: y=1')), {
      nil: null,
    });
    fc.assert(
      fc.property(anyValue, anyValue, cookieValue, cookieValue, (type, value, cookie, fingerprint) => {
        for (const stored of Object.values(adBonusCookies({ type, value })))
          expect(isStorable(stored)).toBe(true);
        const read = () => cookie;
        for (const stored of Object.values(attributionFromCookies(read)))
          expect(isStorable(stored)).toBe(true);
        for (const field of Object.values(registrationTracking(read, fingerprint, cookie))) {
          expect(isStorable(field)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});

describe('query flags fed hostile queries', () => {
  it('name one of signup, login and deposit or none, and remove only that flag after success', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        const flag = queryFlagIn(query);
        expect(flag === null || Object.hasOwn(QUERY_FLAG_MODALS, flag)).toBe(true);
        expect(typeof hasNoSsoFlag(query)).toBe('boolean');
        if (flag === null) return;
        const after = withoutQueryFlag(query, flag);
        expect(Object.hasOwn(after, flag)).toBe(false);
        for (const [name, value] of Object.entries(query)) if (name !== flag) expect(after[name]).toBe(value);
      }),
      RUNS,
    );
  });
});

describe('crawler and token checks fed anything', () => {
  it('answer a plain boolean and never throw', () => {
    fc.assert(
      fc.property(utf16(300), anyValue, (userAgent, token) => {
        expect(typeof isCrawler(userAgent)).toBe('boolean');
        expect(typeof isPlausibleToken(token)).toBe('boolean');
      }),
      RUNS,
    );
  });
});
