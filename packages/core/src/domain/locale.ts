/** Interface locales (§1): ru, en, kz, and the Brazilian Portuguese form br (pt-BR on the wire). */
export const LOCALES = ['ru', 'en', 'kz', 'br'] as const;
export type Locale = (typeof LOCALES)[number];

/** Default locale (§1): ru, the one locale without a URL prefix. */
export const DEFAULT_LOCALE: Locale = 'ru';
/** What a player's unsupported server locale falls back to (§5). */
export const FALLBACK_USER_LOCALE: Locale = 'en';

/** Iso forms (§1) for Intl and the html lang attribute. */
export const LOCALE_ISO: Readonly<Record<Locale, string>> = {
  ru: 'ru-RU',
  en: 'en-US',
  kz: 'kk-KZ',
  br: 'pt-BR',
};

/** Accept-Language forms the server reads (contract: ru, en, kk, pt-BR). */
export const LOCALE_WIRE: Readonly<Record<Locale, string>> = { ru: 'ru', en: 'en', kz: 'kk', br: 'pt-BR' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeIso(locale: Locale): string {
  return LOCALE_ISO[locale];
}

/**
 * The Intl locale a page writes its numbers and dates in: the locale's own, but Kazakh in ru-KZ's patterns, which
 * are Kazakh's too (1 000 000,00 ₸, 22.11.2026). Runtimes without Kazakh data (Chromium among them) print the root
 * format for kk-KZ ("RUB 1,000,000.00", "2026 M11 22"), and a server page must read the same as the browser's.
 */
const FORMAT_LOCALE: Readonly<Record<Locale, string>> = {
  ru: 'ru-RU',
  en: 'en-US',
  kz: 'ru-KZ',
  br: 'pt-BR',
};

export function formatLocale(locale: Locale): string {
  return FORMAT_LOCALE[locale];
}

/**
 * Date options for a format locale: a Kazakh page writes its dates in numbers (22.11.2026, 16:04), since month names
 * under ru-KZ would be Russian; the others keep the style asked for.
 */
export function dateTimeOptions(
  formatIso: string,
  options: { readonly dateStyle: 'medium' | 'long'; readonly withTime: boolean },
): Intl.DateTimeFormatOptions {
  const time: Intl.DateTimeFormatOptions = options.withTime
    ? { hour: '2-digit', minute: '2-digit', hour12: false }
    : {};
  if (formatIso === FORMAT_LOCALE.kz) return { day: '2-digit', month: '2-digit', year: 'numeric', ...time };
  return { dateStyle: options.dateStyle, ...(options.withTime ? { timeStyle: 'short' } : {}) };
}

export function acceptLanguage(locale: Locale): string {
  return LOCALE_WIRE[locale];
}

/** Every spelling a locale arrives in (our code, iso, wire, bare language), lower-cased. */
const SPELLINGS: ReadonlyMap<string, Locale> = new Map(
  LOCALES.flatMap((locale) => [
    [locale, locale],
    [LOCALE_ISO[locale].toLowerCase(), locale],
    [LOCALE_WIRE[locale].toLowerCase(), locale],
    [LOCALE_ISO[locale].slice(0, 2).toLowerCase(), locale],
  ]),
);

/** A locale from any of its spellings (ru, ru-RU, kk, kk_KZ, pt-BR, pt...), or null when it is not one of ours. */
export function parseLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  return SPELLINGS.get(value.trim().replace('_', '-').toLowerCase()) ?? null;
}

/**
 * The interface locale for the player's saved server locale (§5): applied only if supported, else en. An absent
 * locale also gives en; the "no locale set" rule of §4 (save the interface locale) is the caller's, before this.
 */
export function applyUserLocale(serverLocale: string | null | undefined): Locale {
  return parseLocale(serverLocale) ?? FALLBACK_USER_LOCALE;
}

export interface DisplayLocaleContext {
  readonly hostname: string;
  /** The main host, e.g. from configuration; null or empty when there is none. */
  readonly mainHost: string | null;
  /** Whether the showLikeHostMatched cookie is set. */
  readonly showLikeHostMatched: boolean;
}

const normaliseHost = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/** §9: when the hostname equals the main host or showLikeHostMatched is set, Russian switches to English. */
export function displayLocale(locale: Locale, context: DisplayLocaleContext): Locale {
  if (locale !== 'ru') return locale;
  const onMainHost =
    !!context.mainHost && normaliseHost(context.hostname) === normaliseHost(context.mainHost);
  return onMainHost || context.showLikeHostMatched ? 'en' : locale;
}

export interface LocalePath {
  readonly locale: Locale;
  /** The path without the locale prefix, always starting with one "/", query and hash kept. */
  readonly rest: string;
}

/**
 * One leading slash: "//host" would leave the site when navigated to. Tabs and newlines go first, as browsers drop
 * them from URLs: "/\t/host" is "//host" to them.
 */
const rooted = (path: string) => `/${path.replace(/[\t\n\r]/g, '').replace(/^[/\\]+/, '')}`;

/** Splits the per-locale URL prefix (/en/..., /kz/..., /br/...; ru has none) from a path. */
export function splitLocalePath(path: string): LocalePath {
  const match = /^\/(en|kz|br)(?=$|[/?#])(.*)$/s.exec(rooted(path));
  if (!match) return { locale: DEFAULT_LOCALE, rest: rooted(path) };
  const [, prefix, remainder = ''] = match;
  return { locale: prefix as Locale, rest: rooted(remainder) };
}

/** The path of `rest` in a locale: "/games" is "/en/games" in English and "/games" in Russian. */
export function localizedPath(locale: Locale, rest: string): string {
  const path = splitLocalePath(rest).rest;
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}
