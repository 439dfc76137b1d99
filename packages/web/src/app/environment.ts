import type { Environment } from '@casino/core';
import type { AppConfig } from './appConfig.ts';

/** Facts about where the app runs, read once at start. */
export function browserEnvironment(window: Window, config: AppConfig): Environment {
  return {
    isDevelopment: config.isDevelopment,
    userAgent: window.navigator.userAgent,
    host: window.location.hostname,
    mainHost: config.mainHost,
    isStandalone: window.matchMedia('(display-mode: standalone)').matches,
  };
}
