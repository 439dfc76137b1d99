import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeTarget, safeUrl, wellFormedTarget, withQueryParam } from '../../src/domain/safeUrl.ts';
import {
  POLICY,
  anyTarget,
  browserReading,
  isSiteHost,
  isWellFormed,
  legitimateTarget,
  urlLike,
} from './hostileInput.ts';

const RUNS = { numRuns: 2_000 };

describe('safeUrl against hostile targets', () => {
  it('never throws, whatever value it is given', () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withBigInt: true, withMap: true, withSet: true }),
        (value) => {
          expect(() => safeUrl(value, POLICY)).not.toThrow();
          expect(() => wellFormedTarget(value)).not.toThrow();
        },
      ),
    );
  });

  it('lets the browser go only to the site or an allowed host, over http or https', () => {
    fc.assert(
      fc.property(anyTarget, (target) => {
        const safe = safeUrl(target, POLICY);
        if (safe === null) return;
        const reading = browserReading(safe);
        expect(reading).not.toBeNull();
        expect(['http:', 'https:']).toContain(reading?.protocol);
        expect(isSiteHost(reading?.hostname ?? '')).toBe(true);
      }),
      RUNS,
    );
  });

  it('means what the browser would make of the raw target: the same host, so no parser disagreement leaks', () => {
    fc.assert(
      fc.property(urlLike, (target) => {
        const safe = safeUrl(target, POLICY);
        if (safe === null) return;
        expect(browserReading(safe)?.hostname).toBe(browserReading(target)?.hostname);
      }),
      RUNS,
    );
  });

  it('keeps in-app paths on the page origin, even after the browser drops tabs and newlines', () => {
    fc.assert(
      fc.property(anyTarget, (target) => {
        const parsed = safeTarget(target, POLICY);
        if (parsed?.kind !== 'internal') return;
        expect(parsed.path.replace(/[\t\n\r]/g, '')).toMatch(/^\/(?![/\\])/);
        expect(browserReading(parsed.path)?.origin).toBe('https://casino.example');
      }),
      RUNS,
    );
  });

  it('still follows every legitimate target: paths of the site, https URLs on the site or a mirror', () => {
    fc.assert(
      fc.property(legitimateTarget, (target) => {
        expect(safeUrl(target, POLICY)).not.toBeNull();
      }),
      RUNS,
    );
  });

  it('refuses javascript:, data: and every scheme but http and https, however spelled', () => {
    const scheme = fc.constantFrom(
      'javascript',
      'data',
      'vbscript',
      'file',
      'blob',
      'ftp',
      'about',
      'chrome',
    );
    fc.assert(
      fc.property(scheme, fc.string({ maxLength: 40 }), fc.boolean(), (name, rest, upper) => {
        const spelled = upper ? name.toUpperCase() : name;
        expect(safeUrl(`${spelled}:${rest}`, POLICY)).toBeNull();
        expect(safeUrl(`${spelled}://casino.example/${rest}`, POLICY)).toBeNull();
      }),
    );
  });
});

describe('withQueryParam', () => {
  it('adds the return address without moving the link to another host or losing the value', () => {
    const base = fc.constantFrom(
      'https://sso.mirror.example/login',
      'https://sso.mirror.example/login?x=1',
      'https://sso.mirror.example/login?',
      'https://sso.mirror.example/login?x=1&',
      'https://sso.mirror.example/login#part',
    );
    const value = fc.oneof(anyTarget, fc.string()).filter(isWellFormed);
    fc.assert(
      fc.property(base, value, (link, returnTo) => {
        const result = withQueryParam(link, 'redirect', returnTo);
        const reading = browserReading(result) as unknown as {
          hostname: string;
          searchParams: { getAll(name: string): string[] };
        };
        expect(reading.hostname).toBe('sso.mirror.example');
        expect(reading.searchParams.getAll('redirect')).toEqual([returnTo]);
      }),
      RUNS,
    );
  });
});
