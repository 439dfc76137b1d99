import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { acceptLanguage, type Clock, type Locale } from '@casino/core';
import { SystemClock } from '../clock/SystemClock.ts';
import { isRetryable, MAX_RETRY_DELAY_MS, retryDelayMs } from './retryPolicy.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Marks the refresh call itself: a 401 on it ends the session instead of starting another refresh. */
    skipSessionRefresh?: boolean;
    /** Set on the one retry after a refreshed session (each request is retried at most once, §4). */
    retriedAfterRefresh?: boolean;
    /** Set on the one retry after a retryable status (§7). */
    retriedAfterStatus?: boolean;
    /** The bearer token the request went out with; a 401 for a token already replaced needs no new refresh. */
    sentToken?: string | null;
    /** The token a retry must carry: the one the refresh just answered. */
    bearerOverride?: string;
  }
}

/** The shape of the core's SessionRefresher the HTTP layer relies on: one shared refresh, null when logged out. */
export interface AccessTokenRefresher {
  /** `sentToken`: the access token the refused request went out with. */
  accessTokenAfter401(sentToken?: string): Promise<string | null>;
}

export interface HttpClientOptions {
  readonly baseUrl: string;
  readonly getToken: () => string | null;
  readonly getLocale: () => Locale;
  /** KZ or RU once the geo check has said; null before. */
  readonly getRegion: () => string | null;
  readonly refresher: AccessTokenRefresher;
  readonly timeoutMs?: number;
  /** Waits before a retry; a fake clock in tests. */
  readonly clock?: Pick<Clock, 'now' | 'setTimeout'>;
  readonly maxRetryDelayMs?: number;
  /** Sent on every call: the player's address and user agent when the server calls for them. */
  readonly headers?: Readonly<Record<string, string>>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The axios instance every API adapter uses: the headers of §7 on every call, one retry of idempotent calls on a
 * retryable status, and the token refresh of §4 driven by the core's SessionRefresher.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const clock = options.clock ?? new SystemClock();
  const instance = axios.create({
    baseURL: options.baseUrl,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // The refresh token is an HttpOnly cookie of the api subdomain.
    withCredentials: true,
    headers: { ...options.headers, Accept: 'application/json' },
    validateStatus: (status) => status >= 200 && status < 400,
  });

  instance.interceptors.request.use((config) => withSessionHeaders(config, options));

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || !error.config || !error.response) throw error;
    const config = error.config;
    const status = error.response.status;
    if (status === 401) {
      const token = await tokenForRetry(config, options);
      if (token === null) throw error;
      return instance.request({ ...config, retriedAfterRefresh: true, bearerOverride: token });
    }
    if (!config.retriedAfterStatus && isRetryable(config.method, status)) {
      const delay = retryDelayMs(
        retryAfterHeader(error),
        clock.now(),
        options.maxRetryDelayMs ?? MAX_RETRY_DELAY_MS,
      );
      if (delay === null) throw error;
      await new Promise<void>((resolve) => clock.setTimeout(resolve, delay));
      return instance.request({ ...config, retriedAfterStatus: true });
    }
    throw error;
  });

  return instance;
}

function withSessionHeaders(
  config: InternalAxiosRequestConfig,
  options: HttpClientOptions,
): InternalAxiosRequestConfig {
  const token = config.bearerOverride ?? options.getToken();
  config.sentToken = token;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  else config.headers.delete('Authorization');
  const region = options.getRegion();
  if (region) config.headers.set('Region', region);
  else config.headers.delete('Region');
  config.headers.set('Accept-Language', acceptLanguage(options.getLocale()));
  return config;
}

/** The token to retry a 401 with, or null when the request must fail as unauthorised. */
async function tokenForRetry(
  config: InternalAxiosRequestConfig,
  options: HttpClientOptions,
): Promise<string | null> {
  if (config.skipSessionRefresh || config.retriedAfterRefresh) return null;
  // Without a token the player is not logged in (§4): there is no session to refresh.
  if (!config.sentToken) return null;
  const current = options.getToken();
  // The session ended while this call was under way: no new refresh for a player already logged out.
  if (current === null) return null;
  // Sent before another call's refresh finished: the new token is already here, no second refresh.
  if (current !== config.sentToken) return current;
  return options.refresher.accessTokenAfter401(config.sentToken);
}

function retryAfterHeader(error: AxiosError): unknown {
  const headers = error.response?.headers;
  return headers ? headers['retry-after'] : undefined;
}
