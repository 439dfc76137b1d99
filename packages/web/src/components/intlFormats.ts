/**
 * Intl formatters made once per locale and options. Making one loads and parses the locale's data (tens of
 * milliseconds for a page's first on a phone, tens of microseconds after): a list of odds or bets that made a formatter
 * per number spent its render doing it. The options are written in code, so the set of keys stays small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F, O>(formats: Map<string, F>, iso: string, options: O, make: () => F): F {
  const key = `${iso}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(iso: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, iso, options, () => new Intl.NumberFormat(iso, options));
}

export function dateTimeFormat(iso: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, iso, options, () => new Intl.DateTimeFormat(iso, options));
}
