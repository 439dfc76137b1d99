/**
 * The site's Content-Security-Policy. Only the site itself, its API hosts (which also receive analytics under
 * `/ingest`, §7), reCAPTCHA and the widgets the build names (chat, messaging analytics) may supply code, frames or
 * connections, and the game providers frames and images; nothing may evaluate strings as code.
 */

/** The reCAPTCHA hosts Google documents for a CSP: the loader and its scripts, and the frames it draws. */
export const RECAPTCHA_SCRIPT_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
export const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

export interface CspSources {
  /**
   * Origins of the API hosts (main and per-game bases, §7), e.g. `https://api.example.com`. Empty when the build
   * cannot know them (served from hosts it was not told about): connections then fall back to any https origin.
   */
  readonly apiOrigins: readonly string[];
  /** Origins of the game providers whose games open in an iframe and whose covers the lobby shows (issue 19). */
  readonly providerOrigins?: readonly string[];
  /**
   * Origins of the third-party widgets the build names: the chat (`VITE_CHAT_SCRIPT_URL`, §1) and the messaging
   * analytics script (`VITE_MESSAGING_SCRIPT_URL`, §7). They may run their script and talk to their own origin.
   */
  readonly widgetOrigins?: readonly string[];
}

export type CspDelivery = 'header' | 'meta';

type Directives = Record<string, readonly string[]>;

/** The WebSocket twin of an origin (`https://x` → `wss://x`): an http source does not cover ws in CSP. */
const socketOrigin = (origin: string): string => origin.replace(/^http(s?)(:|$)/, 'ws$1$2');

function directives({ apiOrigins, providerOrigins = [], widgetOrigins = [] }: CspSources): Directives {
  const api = apiOrigins.length > 0 ? apiOrigins : ['https:'];
  // The live games' socket lives under the crash base (issue 17).
  const sockets = api.map(socketOrigin);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...RECAPTCHA_SCRIPT_SOURCES, ...widgetOrigins],
    // reCAPTCHA writes its badge and frame markup with style attributes (google/recaptcha#107); the app's own CSS
    // is all in files. Styles cannot run code, and server HTML has its style attributes removed before rendering.
    'style-src': ["'self'", "'unsafe-inline'", ...widgetOrigins],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...api,
      ...providerOrigins,
      ...widgetOrigins,
      'https://www.gstatic.com/recaptcha/',
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...api,
      ...sockets,
      ...widgetOrigins,
      ...widgetOrigins.map(socketOrigin),
      'https://www.google.com/recaptcha/',
    ],
    // The API's own pages (payment confirmation) may be framed; so may reCAPTCHA's challenge and the providers' games.
    'frame-src': [...api, ...providerOrigins, ...widgetOrigins, ...RECAPTCHA_FRAME_SOURCES],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...api],
  };
}

/** Directives a browser ignores, with a console error, when they come in a `<meta>` element. */
const HEADER_ONLY: Directives = { 'frame-ancestors': ["'none'"] };

/** The policy text for a response header, or for a `<meta http-equiv>` where no header can be set. */
export function contentSecurityPolicy(sources: CspSources, delivery: CspDelivery = 'header'): string {
  const all = delivery === 'header' ? { ...directives(sources), ...HEADER_ONLY } : directives(sources);
  return Object.entries(all)
    .map(([name, values]) => [name, ...new Set(values)].join(' '))
    .join('; ');
}
