import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  dateTimeOptions,
  formatLocale,
  acceptLanguage,
  applyUserLocale,
  displayLocale,
  isLocale,
  localeIso,
  localizedPath,
  parseLocale,
  splitLocalePath,
} from './locale.ts';

describe('locale forms', () => {
  it('gives the iso forms ru-RU, en-US, kk-KZ and pt-BR for br', () => {
    expect([localeIso('ru'), localeIso('en'), localeIso('kz'), localeIso('br')]).toEqual([
      'ru-RU',
      'en-US',
      'kk-KZ',
      'pt-BR',
    ]);
  });

  it('sends br to the server as pt-BR', () => {
    expect(acceptLanguage('br')).toBe('pt-BR');
    expect(acceptLanguage('ru')).toBe('ru');
    expect(acceptLanguage('kz')).toBe('kk');
  });

  it('defaults to ru', () => {
    expect(DEFAULT_LOCALE).toBe('ru');
  });

  it('reads a locale in any of its spellings', () => {
    expect(parseLocale('kk-KZ')).toBe('kz');
    expect(parseLocale('pt_BR')).toBe('br');
    expect(parseLocale('EN')).toBe('en');
    expect(parseLocale('de')).toBeNull();
    expect(parseLocale(42)).toBeNull();
    expect(isLocale('kk')).toBe(false);
  });
});

describe('applyUserLocale', () => {
  it('applies the user locale only if supported', () => {
    expect(applyUserLocale('kz')).toBe('kz');
    expect(applyUserLocale('ru')).toBe('ru');
    expect(applyUserLocale('pt-BR')).toBe('br');
  });

  it('falls back to en for an unsupported or absent locale', () => {
    expect(applyUserLocale('de')).toBe('en');
    expect(applyUserLocale('')).toBe('en');
    expect(applyUserLocale(null)).toBe('en');
  });
});

describe('displayLocale', () => {
  const away = { hostname: 'mirror.example', mainHost: 'main.example', showLikeHostMatched: false };

  it('switches Russian to English on the main host', () => {
    expect(displayLocale('ru', { ...away, hostname: 'Main.Example.' })).toBe('en');
  });

  it('switches Russian to English when showLikeHostMatched is set', () => {
    expect(displayLocale('ru', { ...away, showLikeHostMatched: true })).toBe('en');
  });

  it('keeps Russian elsewhere and never changes other locales', () => {
    expect(displayLocale('ru', away)).toBe('ru');
    expect(displayLocale('ru', { ...away, mainHost: null })).toBe('ru');
    expect(displayLocale('kz', { ...away, showLikeHostMatched: true })).toBe('kz');
  });
});

describe('splitLocalePath', () => {
  it('reads the /en, /kz and /br prefixes', () => {
    expect(splitLocalePath('/en/games/dice')).toEqual({ locale: 'en', rest: '/games/dice' });
    expect(splitLocalePath('/kz')).toEqual({ locale: 'kz', rest: '/' });
    expect(splitLocalePath('/br?login=1')).toEqual({ locale: 'br', rest: '/?login=1' });
  });

  it('reads a path without prefix as ru', () => {
    expect(splitLocalePath('/games/dice')).toEqual({ locale: 'ru', rest: '/games/dice' });
    expect(splitLocalePath('/english')).toEqual({ locale: 'ru', rest: '/english' });
    expect(splitLocalePath('')).toEqual({ locale: 'ru', rest: '/' });
  });

  it('never yields a path that leaves the site', () => {
    expect(splitLocalePath('//evil.example/x').rest).toBe('/evil.example/x');
    expect(splitLocalePath('/en//evil.example').rest).toBe('/evil.example');
    expect(splitLocalePath('/\\evil.example').rest).toBe('/evil.example');
  });
});

describe('localizedPath', () => {
  it('prefixes every locale but ru', () => {
    expect(localizedPath('en', '/games/dice')).toBe('/en/games/dice');
    expect(localizedPath('ru', '/games/dice')).toBe('/games/dice');
    expect(localizedPath('kz', '/')).toBe('/kz');
    expect(localizedPath('br', '/?deposit=1')).toBe('/br?deposit=1');
  });

  it('replaces a prefix the path already carries', () => {
    expect(localizedPath('kz', '/en/profile')).toBe('/kz/profile');
    expect(localizedPath('ru', '/en/profile')).toBe('/profile');
  });

  it('round-trips with splitLocalePath', () => {
    for (const path of ['/en/top', '/kz', '/tournaments/active', '/br/faq?x=1#a']) {
      const { locale, rest } = splitLocalePath(path);
      expect(localizedPath(locale, rest)).toBe(path);
    }
  });
});

describe('the format locale (issue 21: Kazakh numbers and dates)', () => {
  it('writes Kazakh in ru-KZ patterns, the same on every runtime: 1 000 000,00 ₸ and 22.11.2026, 16:04', () => {
    expect(formatLocale('kz')).toBe('ru-KZ');
    expect(formatLocale('en')).toBe('en-US');
    const iso = formatLocale('kz');
    expect(new Intl.NumberFormat(iso, { style: 'currency', currency: 'KZT' }).format(1_000_000)).toBe(
      '1\u00a0000\u00a0000,00\u00a0₸',
    );
    const at = Date.UTC(2026, 10, 22, 16, 4);
    const options = { ...dateTimeOptions(iso, { dateStyle: 'long', withTime: true }), timeZone: 'UTC' };
    expect(new Intl.DateTimeFormat(iso, options).format(at)).toBe('22.11.2026, 16:04');
  });

  it('keeps the asked date style for the other locales', () => {
    expect(dateTimeOptions(formatLocale('ru'), { dateStyle: 'medium', withTime: false })).toEqual({
      dateStyle: 'medium',
    });
  });
});
