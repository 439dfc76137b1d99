/** Interface locales (§1): ru, en, kz, and the Brazilian Portuguese form br (pt-BR on the wire). */
export const LOCALES = ['ru', 'en', 'kz', 'br'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
