import type { SessionRefresher } from '@casino/core';
import {
  BrowserCookieJar,
  BrowserDownloads,
  ConsoleLogger,
  CryptoRandomness,
  IdbSyncStore,
  LocalStorageStore,
  LazyCaptcha,
  LazyFingerprint,
  PosthogAnalytics,
  SystemClock,
  BroadcastSessionChannel,
  WebCryptoDigests,
  WindowGameBridge,
  LazyLiveChannel,
  LazySportsFeed,
  QueueChatWidget,
  IdleScript,
  browserNetwork,
  openBrowserSocket,
  WindowPopup,
  browserRefreshLocks,
} from '@casino/adapters';
import { nextTask, whenFirstPageShown, whenPageSettled } from '../components/idle.ts';
import { APP_TOKENS } from './appTokens.ts';
import { apiPorts } from './apiPorts.ts';
import { bindings } from './binding.ts';
import { TOKENS } from '../di/tokens.ts';

/** Each core port bound to its browser adapter: the only place that names a technology. */
export function portsModule(
  window: Window,
  sessionRefresher: () => Pick<SessionRefresher, 'accessTokenAfter401'>,
) {
  let firstPage: Promise<void> | null = null;
  /** Resolves once the first page answers input (`whenFirstPageShown`), and at once from then on. */
  const firstPageShown = (): Promise<void> =>
    (firstPage ??= new Promise((resolve) => whenFirstPageShown(window, resolve)));
  return bindings((bind) => {
    bind.service(TOKENS.Clock, {}, () => new SystemClock());
    bind.service(TOKENS.Logger, {}, () => new ConsoleLogger());
    bind.service(TOKENS.CookieJar, {}, () => new BrowserCookieJar(window.document));
    bind.service(TOKENS.KeyValueStore, {}, () => new LocalStorageStore(window.localStorage));
    bind.service(TOKENS.SyncStore, {}, () => new IdbSyncStore());
    bind.service(TOKENS.RefreshLocks, {}, () => browserRefreshLocks(window.navigator));

    apiPorts(bind, sessionRefresher);
    bind.service(TOKENS.GameBridge, {}, () => new WindowGameBridge(window));
    bind.service(TOKENS.Downloads, {}, () => new BrowserDownloads({ document: window.document, URL, Blob }));
    bind.service(TOKENS.Digests, {}, () => new WebCryptoDigests(window.crypto.subtle));
    // Built without touching the network: the socket opens when a live page's view model starts the channel.
    bind.service(
      TOKENS.LiveChannel,
      { config: APP_TOKENS.AppConfig, session: TOKENS.SessionStore, clock: TOKENS.Clock },
      ({ config, session, clock }) =>
        new LazyLiveChannel(
          async () =>
            new (await import('@casino/adapters/live')).WebSocketLiveChannel({
              url: config.liveUrl,
              clock,
              random: Math.random,
              token: () => session.token,
              openSocket: openBrowserSocket,
              network: browserNetwork(),
            }),
        ),
    );
    bind.service(
      TOKENS.SportsFeed,
      { config: APP_TOKENS.AppConfig, clock: TOKENS.Clock },
      ({ config, clock }) =>
        // The sportsbook's page starts the feed as it mounts: its adapter (the socket, the schemas, and the HTTP
        // client its module shares, about 35 kB gzip) loads once the page answers input, not ahead of it; the page
        // shows the server's odds until then.
        new LazySportsFeed(async () => {
          await firstPageShown();
          const { WebSocketSportsFeed } = await import('@casino/adapters/sportsbook');
          return new WebSocketSportsFeed({
            url: config.sportsLiveUrl,
            clock,
            random: Math.random,
            openSocket: openBrowserSocket,
            network: browserNetwork(),
          });
        }),
    );
    bind.service(TOKENS.Randomness, {}, () => new CryptoRandomness(window.crypto));
    bind.service(
      TOKENS.SupportChat,
      { config: APP_TOKENS.AppConfig },
      ({ config }) =>
        new QueueChatWidget({
          scriptUrl: config.chatScriptUrl,
          key: config.chatKey,
          host: window as unknown as Window & Record<string, unknown>,
          whenIdle: (task) => whenFirstPageShown(window, task),
        }),
    );
    bind.service(
      TOKENS.MessagingScript,
      { config: APP_TOKENS.AppConfig },
      ({ config }) =>
        new IdleScript(config.messagingScriptUrl, window, (task) => whenFirstPageShown(window, task)),
    );

    bind.service(
      TOKENS.Analytics,
      { config: APP_TOKENS.AppConfig, logger: TOKENS.Logger },
      ({ config, logger }) =>
        new PosthogAnalytics({
          projectKey: config.analyticsKey,
          apiBaseUrl: config.apiBaseUrl,
          logger,
          origin: window.location.origin,
          captureBots: config.analyticsCaptureBots,
          whenIdle: (task) => whenPageSettled(window, task),
          // Read as posthog-js starts, with its settings (`@casino/adapters/analytics`): not in the shell (issue 35).
          userProperties: async () =>
            (await import('@casino/adapters/analytics')).browserUserProperties(window),
          nextTask: () => nextTask(window),
        }),
    );
    bind.service(
      TOKENS.Captcha,
      { config: APP_TOKENS.AppConfig, logger: TOKENS.Logger },
      // reCAPTCHA's adapter loads with the first token a form asks for, not with the shell (issue 35).
      ({ config, logger }) =>
        new LazyCaptcha(
          async () =>
            new (await import('@casino/adapters/captcha')).RecaptchaCaptcha({
              siteKey: config.recaptchaSiteKey,
              logger,
            }),
          logger,
        ),
    );
    bind.service(
      TOKENS.Fingerprint,
      {
        store: TOKENS.KeyValueStore,
        clock: TOKENS.Clock,
        logger: TOKENS.Logger,
        config: APP_TOKENS.AppConfig,
      },
      // Computed when the browser is idle: its adapter loads on first use, not with the shell (issue 35).
      ({ config, ...deps }) =>
        new LazyFingerprint(
          async () =>
            (await import('@casino/adapters/fingerprint')).createBrowserFingerprint(window, {
              ...deps,
              publicKeySpki: config.fingerprintKey,
            }),
          deps.logger,
        ),
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
