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

/** Facts about where the app runs, read once at start. */
export function browserEnvironment(window: Window, config: AppConfig): Environment {
  return {
    isDevelopment: config.isDevelopment,
    userAgent: window.navigator.userAgent,
    host: window.location.hostname,
    mainHost: config.mainHost,
    isStandalone: window.matchMedia('(display-mode: standalone)').matches,
    timeZone: browserTimeZone(),
    clientVersion: import.meta.env.VITE_BUILD_ID ?? null,
  };
}
