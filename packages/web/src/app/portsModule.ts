import { ContainerModule } from 'inversify';
import type { Clock, KeyValueStore, Logger, SessionRefresher } from '@casino/core';
import {
  AxiosAttributionApi,
  AxiosAuthApi,
  AxiosBillingApi,
  AxiosBonusApi,
  AxiosContentApi,
  AxiosFreeSpinsApi,
  AxiosGamesApi,
  AxiosGeoApi,
  AxiosMirrorApi,
  AxiosProfileApi,
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
  WindowPopup,
  browserUserProperties,
  createHttpClient,
  readFingerprintSignals,
} from '@casino/adapters';
import { TYPES } from './tokens.ts';
import type { AppConfig } from './appConfig.ts';
import type { LocaleStore } from '../i18n/LocaleStore.ts';
import type { RegionStore } from '../session/RegionStore.ts';
import type { SessionStore } from '../session/SessionStore.ts';

const HTTP = Symbol.for('HttpClient');
type HttpClient = ReturnType<typeof createHttpClient>;

/** Longest wait for a page heading before posthog-js loads anyway (a page that failed may show none). */
const FIRST_PAGE_WAIT_MS = 5000;

/**
 * posthog-js, the largest library the site uses, loads once the first page is on screen (its `<h1>`, which every page
 * has) and the browser is idle, so it never competes with that page for the network or the main thread.
 */
function whenFirstPageShown(window: Window, task: () => void): void {
  const { document } = window;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(fallback);
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => task(), { timeout: 3000 });
    else window.setTimeout(task, 500);
  };
  const observer = new MutationObserver(() => {
    if (document.querySelector('main h1')) run();
  });
  const fallback = window.setTimeout(run, FIRST_PAGE_WAIT_MS);
  observer.observe(document.body, { childList: true, subtree: true });
  if (document.querySelector('main h1')) run();
}

/** Each core port bound to its browser adapter: the only place that names a technology. */
export function portsModule(
  window: Window,
  sessionRefresher: () => Pick<SessionRefresher, 'accessTokenAfter401'>,
) {
  return new ContainerModule(({ bind }) => {
    bind(TYPES.Clock).toResolvedValue(() => new SystemClock());
    bind(TYPES.Logger).toResolvedValue(() => new ConsoleLogger());
    bind(TYPES.CookieJar).toResolvedValue(() => new BrowserCookieJar(window.document));
    bind(TYPES.KeyValueStore).toResolvedValue(() => new LocalStorageStore(window.localStorage));
    bind(TYPES.SyncStore).toResolvedValue(() => new IdbSyncStore());

    bind<HttpClient>(HTTP).toResolvedValue(
      (config: AppConfig, session: SessionStore, locales: LocaleStore, region: RegionStore, clock: Clock) =>
        createHttpClient({
          baseUrl: config.apiBaseUrl,
          getToken: () => session.token,
          getLocale: () => locales.locale,
          getRegion: () => region.region,
          clock,
          // The refresher needs the auth API, which needs this client: it is resolved on the first 401.
          refresher: { accessTokenAfter401: () => sessionRefresher().accessTokenAfter401() },
        }),
      [TYPES.AppConfig, TYPES.SessionStore, TYPES.LocaleStore, TYPES.RegionStore, TYPES.Clock],
    );

    const api = <T>(token: symbol, make: (http: HttpClient) => T) =>
      bind<T>(token).toResolvedValue((http: HttpClient) => make(http), [HTTP]);
    api(TYPES.AuthApi, (http) => new AxiosAuthApi(http));
    api(TYPES.ProfileApi, (http) => new AxiosProfileApi(http));
    api(TYPES.AttributionApi, (http) => new AxiosAttributionApi(http));
    api(TYPES.GeoApi, (http) => new AxiosGeoApi(http));
    api(TYPES.MirrorApi, (http) => new AxiosMirrorApi(http));
    api(TYPES.BillingApi, (http) => new AxiosBillingApi(http));
    api(TYPES.BonusApi, (http) => new AxiosBonusApi(http));
    api(TYPES.FreeSpinsApi, (http) => new AxiosFreeSpinsApi(http));
    api(TYPES.ContentApi, (http) => new AxiosContentApi(http));
    api(TYPES.SiteSettingsApi, (http) => new AxiosSiteSettingsApi(http));
    bind(TYPES.GamesApi).toResolvedValue(
      (http: HttpClient, config: AppConfig, session: SessionStore) =>
        new AxiosGamesApi(http, {
          bases: config.gameApiBases,
          playerCurrency: () => session.user?.currency ?? null,
        }),
      [HTTP, TYPES.AppConfig, TYPES.SessionStore],
    );
    bind(TYPES.Digests).toResolvedValue(() => new WebCryptoDigests(window.crypto.subtle));
    bind(TYPES.Randomness).toResolvedValue(() => new CryptoRandomness(window.crypto));

    bind(TYPES.Analytics).toResolvedValue(
      (config: AppConfig, logger: Logger) => {
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
      [TYPES.AppConfig, TYPES.Logger],
    );
    bind(TYPES.Captcha).toResolvedValue(
      (config: AppConfig, logger: Logger) =>
        new RecaptchaCaptcha({ siteKey: config.recaptchaSiteKey, logger }),
      [TYPES.AppConfig, TYPES.Logger],
    );
    bind(TYPES.Fingerprint).toResolvedValue(
      (store: KeyValueStore, clock: Clock, logger: Logger) =>
        new BrowserFingerprint({
          store,
          clock,
          logger,
          signals: () => readFingerprintSignals(window),
          crypto: window.crypto,
          requestIdleCallback: window.requestIdleCallback?.bind(window),
        }),
      [TYPES.KeyValueStore, TYPES.Clock, TYPES.Logger],
    );
    bind(TYPES.SessionChannel).toResolvedValue(() => new BroadcastSessionChannel());
    bind(TYPES.Popup).toResolvedValue(
      (config: AppConfig, clock: Clock, logger: Logger) =>
        new WindowPopup({ host: window, apiOrigin: new URL(config.apiBaseUrl).origin, clock, logger }),
      [TYPES.AppConfig, TYPES.Clock, TYPES.Logger],
    );
  });
}
