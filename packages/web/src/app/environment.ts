import type { Environment } from '@casino/core';
import type { AppConfig } from './appConfig.ts';

/** The browser's IANA time zone, or null where the runtime has none to tell. */
function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === 'string' && zone !== '' ? zone : null;
  } catch {
    return null;
  }
}

/**
 * Facts about where the app runs, read once at start; the time zone when first asked for (a session's start): the
 * runtime's first date formatter loads its zone data, tens of milliseconds a visitor's first page need not wait for.
 */
export function browserEnvironment(window: Window, config: AppConfig): Environment {
  let timeZone: string | null | undefined;
  return {
    isDevelopment: config.isDevelopment,
    userAgent: window.navigator.userAgent,
    host: window.location.hostname,
    mainHost: config.mainHost,
    isStandalone: window.matchMedia('(display-mode: standalone)').matches,
    get timeZone() {
      if (timeZone === undefined) timeZone = browserTimeZone();
      return timeZone;
    },
    clientVersion: import.meta.env.VITE_BUILD_ID ?? null,
  };
}
