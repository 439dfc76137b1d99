import axios, { type AxiosResponse } from 'axios';
import { Session, SessionRefresher, type Currency, type Locale, type LoginAnswer } from '@casino/core';
import { InMemoryCookieJar } from '@casino/core/test/fakes';
import {
  AxiosAttributionApi,
  AxiosAuthApi,
  AxiosContentApi,
  AxiosGeoApi,
  AxiosMirrorApi,
  AxiosProfileApi,
  AxiosSiteSettingsApi,
  REFRESH_TOKEN_PATH,
  createHttpClient,
} from '../../src/http/client.ts';
import { AxiosBonusApi, AxiosFreeSpinsApi } from '../../src/http/bonuses.ts';
import { AxiosBillingApi, AxiosMoneyApi } from '../../src/http/cashier.ts';
import { BrowserCookies } from './browserCookies.ts';

/** One call as it left the client and came back: what the suite reads to count refreshes and retries. */
export interface SentCall {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly bearer: string | null;
  /** Header names the client set, lower-cased, before the transport added its own. */
  readonly headers: readonly string[];
}

const PAGE_URL = 'http://localhost:5173/profile';

function sentCall({ config, status }: AxiosResponse, headers: readonly string[]): SentCall {
  const authorization = config.headers.get('Authorization');
  return {
    method: (config.method ?? 'get').toUpperCase(),
    path: new URL(config.url ?? '/', 'http://api.local').pathname,
    status,
    bearer: typeof authorization === 'string' ? authorization.replace(/^Bearer /, '') : null,
    headers,
  };
}

/**
 * One player's browser tab, wired as the web composition root wires it (packages/web/src/app/portsModule.ts): one
 * HTTP client with the session's token, locale and region, the core's SessionRefresher over the auth adapter, and every
 * API adapter over that client. The session and the site's cookies are the core's in-memory fakes.
 */
export class PlayerSession {
  readonly cookies = new InMemoryCookieJar();
  readonly session = new Session(this.cookies);
  locale: Locale;
  region: string | null = null;
  /** Refreshes the SessionRefresher started (each shared by every call that waited on it). */
  refreshesStarted = 0;
  loggedOut = 0;
  readonly redirects: string[] = [];
  readonly calls: SentCall[] = [];

  readonly http;
  /** The API's cookies, kept as the browser keeps them (see BrowserCookies). */
  readonly browserCookies = new BrowserCookies();
  readonly refresher: SessionRefresher;
  readonly auth;
  readonly profile;
  readonly attribution;
  readonly geo;
  readonly mirror;
  readonly billing;
  readonly bonus;
  readonly freeSpins;
  readonly content;
  readonly siteSettings;
  readonly money;
  /** The player's currency, which money limits and withdrawal amounts are read in. */
  currency: Currency | null = null;

  constructor(baseUrl: string, options: { locale?: Locale } = {}) {
    this.locale = options.locale ?? 'ru';
    this.http = createHttpClient({
      baseUrl,
      getToken: () => this.session.token,
      getLocale: () => this.locale,
      getRegion: () => this.region,
      refresher: { accessTokenAfter401: () => this.refresher.accessTokenAfter401() },
    });
    this.#throughBrowserNetwork();
    this.auth = new AxiosAuthApi(this.http);
    this.profile = new AxiosProfileApi(this.http);
    this.attribution = new AxiosAttributionApi(this.http);
    this.geo = new AxiosGeoApi(this.http);
    this.mirror = new AxiosMirrorApi(this.http);
    this.billing = new AxiosBillingApi(this.http);
    this.bonus = new AxiosBonusApi(this.http);
    this.freeSpins = new AxiosFreeSpinsApi(this.http);
    this.content = new AxiosContentApi(this.http);
    this.siteSettings = new AxiosSiteSettingsApi(this.http);
    this.money = new AxiosMoneyApi(this.http, { playerCurrency: () => this.currency });
    this.refresher = new SessionRefresher({
      refresh: () => {
        this.refreshesStarted += 1;
        return this.auth.refreshToken();
      },
      onRefreshed: (token) => this.session.setToken(token),
      onLoggedOut: () => {
        this.loggedOut += 1;
        this.session.clear();
      },
      currentSession: () => (this.session.isLoggedIn ? this.session.epoch : null),
      ssoLink: () => this.session.ssoLink,
      currentUrl: () => PAGE_URL,
      redirect: (url) => this.redirects.push(url),
    });
  }

  /** Keeps the token of a login or registration answer, as StartSession does. */
  signIn(answer: LoginAnswer): void {
    this.session.setToken(answer.token);
  }

  /** Calls to the refresh endpoint that reached the server. */
  refreshCalls(): SentCall[] {
    return this.calls.filter((call) => call.path === REFRESH_TOKEN_PATH);
  }

  /**
   * Wraps the transport, below the client's interceptors, so every exchange is seen once as it crosses the wire
   * (the 401 and its retry are two), with cookies sent and kept as a browser would.
   */
  #throughBrowserNetwork(): void {
    const transport = axios.getAdapter(this.http.defaults.adapter);
    this.http.defaults.adapter = async (config) => {
      const headers = Object.keys(config.headers.toJSON()).map((name) => name.toLowerCase());
      this.browserCookies.attach(config);
      const answered = (response: AxiosResponse) => {
        this.browserCookies.store(response);
        this.calls.push(sentCall(response, headers));
      };
      try {
        const response = await transport(config);
        answered(response);
        return response;
      } catch (error) {
        if (axios.isAxiosError(error) && error.response) answered(error.response);
        throw error;
      }
    };
  }
}
