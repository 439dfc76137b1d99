import type { CookieName } from './cookies.ts';

// Order matters: Edge, Opera and Yandex carry "Chrome/" too, Chrome carries "Safari/".
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Yandex', /\bYaBrowser\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];

/** The browser family and major version a user agent names (`Chrome 131`), or null when it names none we know. */
export function browserOf(userAgent: string): string | null {
  for (const [name, pattern] of BROWSERS) {
    const version = pattern.exec(userAgent)?.[1];
    if (version !== undefined) return `${name} ${version}`;
  }
  return null;
}

/**
 * The userVersion and userBrowser cookies (§3, §9; a day each): the client build the player runs and their browser, so
 * the operator can tell which client and browser a session came from. A value that is unknown is not written.
 */
export function clientCookies(
  userAgent: string,
  clientVersion: string | null,
): Partial<Record<CookieName, string>> {
  const browser = browserOf(userAgent);
  const version = clientVersion?.trim() ?? '';
  return {
    ...(version !== '' && { userVersion: version }),
    ...(browser !== null && { userBrowser: browser }),
  };
}
