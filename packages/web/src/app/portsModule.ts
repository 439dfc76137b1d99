import type { SessionRefresher } from '@casino/core';
import {
  AxiosAttributionApi,
  AxiosAuthApi,
  AxiosBillingApi,
  AxiosBonusApi,
  AxiosContentApi,
  AxiosFreeSpinsApi,
  AxiosGamesApi,
  AxiosGeoApi,
  AxiosMoneyApi,
  BrowserDownloads,
  AxiosMirrorApi,
  AxiosProfileApi,
  AxiosRoundsApi,
  AxiosSiteSettingsApi,
  BrowserCookieJar,
  BrowserFingerprint,
  ConsoleLogger,
  CryptoRandomness,
  IdbSyncStore,
  LocalStorageStore,
  PosthogAnalytics,
  RecaptchaCaptcha,
  SystemClock,
  BroadcastSessionChannel,
  WebCryptoDigests,
  WebSocketLiveChannel,
  browserNetwork,
  openBrowserSocket,
  WindowPopup,
  browserRefreshLocks,
  browserUserProperties,
  createHttpClient,
  readFingerprintSignals,
  whenFirstPageShown,
} from '@casino/adapters';
import { APP_TOKENS } from './appTokens.ts';
import { bindings } from './binding.ts';
import { token, type Token } from '../di/token.ts';
import { TOKENS } from '../di/tokens.ts';

type HttpClient = ReturnType<typeof createHttpClient>;
const HTTP = token<HttpClient>('HttpClient');

/** Each core port bound to its browser adapter: the only place that names a technology. */
export function portsModule(
  window: Window,
  sessionRefresher: () => Pick<SessionRefresher, 'accessTokenAfter401'>,
) {
  return bindings((bind) => {
    bind.service(TOKENS.Clock, {}, () => new SystemClock());
    bind.service(TOKENS.Logger, {}, () => new ConsoleLogger());
    bind.service(TOKENS.CookieJar, {}, () => new BrowserCookieJar(window.document));
    bind.service(TOKENS.KeyValueStore, {}, () => new LocalStorageStore(window.localStorage));
    bind.service(TOKENS.SyncStore, {}, () => new IdbSyncStore());
    bind.service(TOKENS.RefreshLocks, {}, () => browserRefreshLocks(window.navigator));

    bind.service(
      HTTP,
      {
        config: APP_TOKENS.AppConfig,
        session: TOKENS.SessionStore,
        locales: TOKENS.LocaleStore,
        region: TOKENS.RegionStore,
        clock: TOKENS.Clock,
      },
      ({ config, session, locales, region, clock }) =>
        createHttpClient({
          baseUrl: config.apiBaseUrl,
          getToken: () => session.token,
          getLocale: () => locales.locale,
          getRegion: () => region.region,
          clock,
          // The refresher needs the auth API, which needs this client: it is resolved on the first 401.
          refresher: { accessTokenAfter401: () => sessionRefresher().accessTokenAfter401() },
        }),
    );

    const api = <T>(apiToken: Token<T>, make: (http: HttpClient) => T) =>
      bind.service(apiToken, { http: HTTP }, ({ http }) => make(http));
    api(TOKENS.AuthApi, (http) => new AxiosAuthApi(http));
    api(TOKENS.ProfileApi, (http) => new AxiosProfileApi(http));
    api(TOKENS.AttributionApi, (http) => new AxiosAttributionApi(http));
    api(TOKENS.GeoApi, (http) => new AxiosGeoApi(http));
    api(TOKENS.MirrorApi, (http) => new AxiosMirrorApi(http));
    api(TOKENS.BillingApi, (http) => new AxiosBillingApi(http));
    api(TOKENS.BonusApi, (http) => new AxiosBonusApi(http));
    api(TOKENS.FreeSpinsApi, (http) => new AxiosFreeSpinsApi(http));
    api(TOKENS.ContentApi, (http) => new AxiosContentApi(http));
    api(TOKENS.SiteSettingsApi, (http) => new AxiosSiteSettingsApi(http));
    bind.service(
      TOKENS.GamesApi,
      { http: HTTP, config: APP_TOKENS.AppConfig, session: TOKENS.SessionStore },
      ({ http, config, session }) =>
        new AxiosGamesApi(http, {
          bases: config.gameApiBases,
          playerCurrency: () => session.user?.currency ?? null,
        }),
    );
    bind.service(
      TOKENS.RoundsApi,
      { http: HTTP, config: APP_TOKENS.AppConfig, session: TOKENS.SessionStore },
      ({ http, config, session }) =>
        new AxiosRoundsApi(http, {
          bases: config.roundApiBases,
          playerCurrency: () => session.user?.currency ?? null,
        }),
    );
    bind.service(
      TOKENS.MoneyApi,
      { http: HTTP, session: TOKENS.SessionStore },
      ({ http, session }) =>
        new AxiosMoneyApi(http, { playerCurrency: () => session.user?.currency ?? null }),
    );
    bind.service(TOKENS.Downloads, {}, () => new BrowserDownloads({ document: window.document, URL, Blob }));
    bind.service(TOKENS.Digests, {}, () => new WebCryptoDigests(window.crypto.subtle));
    // Built without touching the network: the socket opens when a live page's view model starts the channel.
    bind.service(
      TOKENS.LiveChannel,
      { config: APP_TOKENS.AppConfig, session: TOKENS.SessionStore, clock: TOKENS.Clock },
      ({ config, session, clock }) =>
        new WebSocketLiveChannel({
          url: config.liveUrl,
          clock,
          random: Math.random,
          token: () => session.token,
          openSocket: openBrowserSocket,
          network: browserNetwork(),
        }),
    );
    bind.service(TOKENS.Randomness, {}, () => new CryptoRandomness(window.crypto));

    bind.service(
      TOKENS.Analytics,
      { config: APP_TOKENS.AppConfig, logger: TOKENS.Logger },
      ({ config, logger }) => {
        const analytics = new PosthogAnalytics({
          projectKey: config.analyticsKey,
          apiBaseUrl: config.apiBaseUrl,
          logger,
          origin: window.location.origin,
          captureBots: config.analyticsCaptureBots,
          whenIdle: (task) => whenFirstPageShown(window, task),
        });
        analytics.setUserProperties(browserUserProperties(window));
        return analytics;
      },
    );
    bind.service(
      TOKENS.Captcha,
      { config: APP_TOKENS.AppConfig, logger: TOKENS.Logger },
      ({ config, logger }) => new RecaptchaCaptcha({ siteKey: config.recaptchaSiteKey, logger }),
    );
    bind.service(
      TOKENS.Fingerprint,
      { store: TOKENS.KeyValueStore, clock: TOKENS.Clock, logger: TOKENS.Logger },
      (deps) =>
        new BrowserFingerprint({
          ...deps,
          signals: () => readFingerprintSignals(window),
          crypto: window.crypto,
          requestIdleCallback: window.requestIdleCallback?.bind(window),
        }),
    );
    bind.service(TOKENS.SessionChannel, {}, () => new BroadcastSessionChannel());
    bind.service(
      TOKENS.Popup,
      { config: APP_TOKENS.AppConfig, clock: TOKENS.Clock, logger: TOKENS.Logger },
      ({ config, clock, logger }) =>
        new WindowPopup({ host: window, apiOrigin: new URL(config.apiBaseUrl).origin, clock, logger }),
    );
  });
}
