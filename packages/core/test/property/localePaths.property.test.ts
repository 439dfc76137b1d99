import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOCALES,
  applyUserLocale,
  displayLocale,
  localizedPath,
  parseLocale,
  splitLocalePath,
} from '../../src/domain/locale.ts';
import { anyTarget, browserReading, utf16 } from './hostileInput.ts';

const RUNS = { numRuns: 1_000 };
const anyPath = fc.oneof(
  anyTarget,
  utf16(60),
  fc.constantFrom(
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '\t//evil.example',
  ),
  fc.constantFrom('/en//evil.example', '/kz/\\evil.example', '/br/\n/evil.example', '/en\t//evil.example'),
);
const locale = fc.constantFrom(...LOCALES);

/** A path stays on the page's origin when the browser resolves it (tabs and newlines dropped as browsers do). */
function staysOnOrigin(path: string): boolean {
  return path.startsWith('/') && browserReading(path)?.origin === 'https://casino.example';
}

describe('locale path rules fed hostile paths', () => {
  it('split any path into a supported locale and a path on the site', () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const { locale: found, rest } = splitLocalePath(path);
        expect(LOCALES).toContain(found);
        expect(staysOnOrigin(rest)).toBe(true);
      }),
      RUNS,
    );
  });

  it('prefix any path for any locale without it leaving the site', () => {
    fc.assert(
      fc.property(locale, anyPath, (target, path) => {
        const localized = localizedPath(target, path);
        expect(staysOnOrigin(localized)).toBe(true);
        expect(splitLocalePath(localized).locale).toBe(target);
      }),
      RUNS,
    );
  });

  it('read any locale spelling as one of ours or none, and apply unsupported ones as English', () => {
    fc.assert(
      fc.property(fc.oneof(utf16(12), fc.anything()), (value) => {
        const parsed = parseLocale(value);
        expect(parsed === null || LOCALES.includes(parsed)).toBe(true);
        expect(LOCALES).toContain(applyUserLocale(typeof value === 'string' ? value : null));
      }),
      RUNS,
    );
  });

  it('switch only Russian to English, whatever the host names are', () => {
    fc.assert(
      fc.property(
        locale,
        utf16(30),
        fc.option(utf16(30), { nil: null }),
        fc.boolean(),
        (shown, host, main, flag) => {
          const result = displayLocale(shown, { hostname: host, mainHost: main, showLikeHostMatched: flag });
          expect(result === shown || (shown === 'ru' && result === 'en')).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
