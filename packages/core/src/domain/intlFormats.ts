/**
 * Intl formatters made once per locale and options. Making one loads and parses the locale's data (tens of
 * milliseconds for a page's first on a phone, tens of microseconds after): a list of odds or bets that made a formatter
 * per number spent its render doing it. The options are written in code, so the set of keys stays small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** Where a locale tag is malformed (a profile's or a header's), the text is still written, in English. */
const FALLBACK_LOCALE = 'en-US';

function cached<F, O>(formats: Map<string, F>, iso: string, options: O, make: (iso: string) => F): F {
  const key = `${iso}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = make(iso);
    } catch (error) {
      // Options are written in code: only the locale can be at fault, and only once it is not the fallback.
      if (iso === FALLBACK_LOCALE) throw error;
      format = make(FALLBACK_LOCALE);
    }
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(iso: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, iso, options, (locale) => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(iso: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, iso, options, (locale) => new Intl.DateTimeFormat(locale, options));
}
