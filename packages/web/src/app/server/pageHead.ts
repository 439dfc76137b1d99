import { LOCALES, localeIso, localizedPath, type Locale } from '@casino/core';

/** The §3 SEO data of a page as the head shows it. */
export interface HeadText {
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
}

export interface PageHeadFacts {
  /** The site's origin as the player reached it (`https://casino.example`). */
  readonly origin: string;
  readonly locale: Locale;
  /** The page's path without its locale prefix (`/games/dice`). */
  readonly rest: string;
  readonly text: HeadText;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML attribute or element: the API's SEO answer is data, never markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

const link = (attributes: Readonly<Record<string, string>>) =>
  `<link ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')} />`;

/**
 * The head of one page in one locale: its SEO title, description and keywords (§3), the canonical address, the same
 * page in the other locales (hreflang, Russian as the default), and the Open Graph basics for link previews.
 */
export function pageHead({ origin, locale, rest, text }: PageHeadFacts): string {
  const url = (of: Locale) => `${origin}${localizedPath(of, rest)}`;
  return [
    `<title>${escapeHtml(text.title)}</title>`,
    meta('name', 'description', text.description),
    ...(text.keywords ? [meta('name', 'keywords', text.keywords)] : []),
    link({ rel: 'canonical', href: url(locale) }),
    ...LOCALES.map((other) => link({ rel: 'alternate', hreflang: localeIso(other), href: url(other) })),
    link({ rel: 'alternate', hreflang: 'x-default', href: url('ru') }),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', text.title),
    meta('property', 'og:description', text.description),
    meta('property', 'og:url', url(locale)),
    meta('property', 'og:locale', localeIso(locale).replace('-', '_')),
  ].join('\n    ');
}
