/** The errorCode query of /error, read defensively: a 3-digit HTTP-style code, else none. */
export function readErrorCode(search: string): string | null {
  const raw = new URLSearchParams(search).get('errorCode');
  return raw !== null && /^[1-5][0-9]{2}$/.test(raw) ? raw : null;
}

/** The translated message keys the error page knows; others read the default message. */
const KNOWN_CODES = new Set(['403', '404', '500']);

export function errorMessageKey(code: string | null): string {
  return `page.messages.${code !== null && KNOWN_CODES.has(code) ? code : 'default'}`;
}
