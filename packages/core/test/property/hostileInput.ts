import fc from 'fast-check';
import type { UrlPolicy } from '../../src/domain/safeUrl.ts';

/** The allow-list the properties are checked against: the site and every subdomain of its mirror domain. */
export const POLICY: UrlPolicy = { allowedHosts: ['casino.example', '.mirror.example'] };
/** The page the player is on when a target is followed. */
export const PAGE_URL = 'https://casino.example/games/dice?x=1';

/** The platform's URL parser (WHATWG, as browsers have it): the oracle of where a string really leads. */
interface ParsedUrl {
  readonly protocol: string;
  readonly hostname: string;
  readonly origin: string;
  readonly pathname: string;
  readonly username: string;
  readonly password: string;
}
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string, base?: string) => ParsedUrl }).URL;

/** Where the browser would go for `target` from PAGE_URL, or null when it cannot parse it. */
export function browserReading(target: string): ParsedUrl | null {
  try {
    return new WhatwgUrl(target, PAGE_URL);
  } catch {
    return null;
  }
}

/** Whether a host is the site or a mirror, judged independently of the code under test. */
export function isSiteHost(hostname: string): boolean {
  return (
    hostname === 'casino.example' || hostname === 'mirror.example' || hostname.endsWith('.mirror.example')
  );
}

// Pieces browsers and parsers disagree on: scheme spellings, slash and backslash runs, userinfo, look-alike hosts,
// ports, and paths carrying separators, escapes, whitespace and controls.
const schemes = fc.constantFrom(
  'https:',
  'http:',
  'HTTPS:',
  'hTtP:',
  'javascript:',
  'JaVaScRiPt:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'ftp:',
  'java\tscript:',
  ' https:',
  'https;',
  '',
);
const slashes = fc.constantFrom('//', '/', '///', '\\\\', '/\\', '\\/', '\t//', '/\t/', '', '/%2f', '%2f%2f');
const userinfo = fc.constantFrom('', 'user@', 'casino.example@', 'a:b@', 'casino.example:443@', '@');
const hosts = fc.constantFrom(
  'casino.example',
  'CASINO.example',
  'www.mirror.example',
  'mirror.example',
  'evil.example',
  'casino.example.evil.example',
  'evilmirror.example',
  'evil.example#.mirror.example',
  'evil.example?.casino.example',
  'casino.example.',
  '127.0.0.1',
  '[::1]',
  'xn--80ak6aa92e.example',
  'сasino.example',
  'casino%2eexample',
  '',
);
const ports = fc.constantFrom('', ':443', ':8080', ':0', ':99999', ':', ':http');
const pathChars = fc.constantFrom(
  'a',
  '/',
  '\\',
  '?',
  '#',
  '@',
  ':',
  '.',
  '%2f',
  '%5c',
  '%00',
  '\t',
  '\n',
  ' ',
  '\u200b',
  '\u202e',
  'é',
  'javascript:',
);
const paths = fc.array(pathChars, { maxLength: 8 }).map((parts) => parts.join(''));

/** Absolute http(s) URLs, each with one or two hostile touches at most: where parser disagreements hide. */
const nearlyLegitimate = fc
  .tuple(
    fc.constantFrom('https:', 'http:', 'HTTPS:'),
    fc.constantFrom('//', '//', '//', '/\\', '\\\\'),
    fc.constantFrom('', '', '', 'casino.example@', 'user:pw@'),
    fc.oneof(
      fc.constantFrom('casino.example', 'CASINO.example', 'mirror.example', 'www.mirror.example'),
      hosts,
    ),
    fc.constantFrom('', '', ':443', ':8080', ':99999'),
    fc.oneof(
      fc.webPath(),
      fc.webPath().map((path) => `${path}?a=1#top`),
      paths,
    ),
  )
  .map((parts) => parts.join(''));

/** Strings shaped like URLs, many of them hostile, some legitimate. */
export const urlLike: fc.Arbitrary<string> = fc.oneof(
  nearlyLegitimate,
  fc.tuple(schemes, slashes, userinfo, hosts, ports, paths).map((parts) => parts.join('')),
);

/** Legitimate targets: an in-app path, or an https URL on the site or a mirror, with a plain path and query. */
const rootedPath = fc.webPath().map((path) => `/${path.replace(/^\/+/, '')}`);

export const legitimateTarget: fc.Arbitrary<string> = fc.oneof(
  rootedPath,
  fc
    .tuple(
      fc.constantFrom('https://casino.example', 'https://mirror.example', 'https://new.mirror.example'),
      rootedPath,
      fc.webQueryParameters(),
    )
    .map(([origin, path, query]) => `${origin}${path}?${query}`),
);

/** Any UTF-16 text, lone surrogates included (a JSON string or a decoded query may carry them). */
export const utf16 = (maxLength: number): fc.Arbitrary<string> =>
  fc.string({
    unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    maxLength,
  });

/** Anything a server or a query could hand over as a navigation target. */
export const anyTarget: fc.Arbitrary<string> = fc.oneof(
  urlLike,
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  utf16(80),
);

/** Query parameter names the rules read, and a few that attack plain objects. */
const queryNames = fc.oneof(
  fc.constantFrom(
    'signup',
    'login',
    'deposit',
    'no_sso',
    'stag',
    'partner',
    'pr',
    'promo',
    'simple_auth',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'click_id',
    'click_source',
    'clickid',
    'subH',
    'redirect',
    'errorCode',
    '__proto__',
    'constructor',
    'hasOwnProperty',
    'toString',
  ),
  utf16(12),
);
const queryValues = fc.oneof(
  fc.constantFrom('', 'advertise', 'advertcpa', '1', 'javascript:alert(1)', '//evil.example', '%E0%A4%A'),
  anyTarget,
  utf16(300),
);

/** A query as the router hands it over: one string per name. */
export const anyQuery: fc.Arbitrary<Record<string, string>> = fc
  .array(fc.tuple(queryNames, queryValues), { maxLength: 12 })
  .map((entries) => Object.fromEntries(entries));

/** Whether a string is made only of well-formed UTF-16 (lone surrogates cannot be percent-encoded). */
export const isWellFormed = (text: string): boolean => !/\p{Cs}/u.test(text);

const encoded = (text: string) => (isWellFormed(text) ? encodeURIComponent(text) : text);

/** A raw search string, encoded or not, well-formed or not. */
export const anySearch: fc.Arbitrary<string> = fc.oneof(
  utf16(200),
  fc
    .array(fc.tuple(queryNames, queryValues), { maxLength: 8 })
    .map((entries) => `?${entries.map(([name, value]) => `${name}=${value}`).join('&')}`),
  fc
    .array(fc.tuple(queryNames, queryValues), { maxLength: 8 })
    .map((entries) => entries.map(([name, value]) => `${encoded(name)}=${encoded(value)}`).join('&')),
);
