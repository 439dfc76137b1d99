import type { AxiosInstance } from 'axios';
import type { Clock, Locale, TimerHandle } from '@casino/core';
import {
  createHttpClient,
  type AccessTokenRefresher,
  type HttpClientOptions,
} from '../../src/http/createHttpClient.ts';

/** A clock whose timers fire at once, remembering how long each was asked to wait. */
export class InstantClock implements Pick<Clock, 'now' | 'setTimeout'> {
  readonly waits: number[] = [];

  now(): number {
    return Date.UTC(2030, 0, 1);
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    this.waits.push(ms);
    const id = setTimeout(callback, 0);
    return { cancel: () => clearTimeout(id) };
  }
}

/** The session as the web app keeps it: the token, the locale and the region the headers come from. */
export class SessionValues {
  token: string | null = null;
  locale: Locale = 'ru';
  region: string | null = null;
}

/** A refresher for tests that are not about refreshing: the session is simply over. */
export const loggedOutRefresher: AccessTokenRefresher = { accessTokenAfter401: () => Promise.resolve(null) };

export function testClient(
  baseUrl: string,
  session: SessionValues,
  overrides: Partial<HttpClientOptions> = {},
): AxiosInstance {
  return createHttpClient({
    baseUrl,
    getToken: () => session.token,
    getLocale: () => session.locale,
    getRegion: () => session.region,
    refresher: loggedOutRefresher,
    clock: new InstantClock(),
    ...overrides,
  });
}
