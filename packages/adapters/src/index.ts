// The adapters' public surface: each core port implemented for the browser, and what the composition root needs.

// HTTP: the client and the site-wide adapters are `@casino/adapters/http`, loaded on the first API call.
export { resolveApiBases, GAME_API_NAMES } from './http/apiBase.ts';
export type { ApiBaseEnv, ApiBases, GameApiName, GameApiVariable, PageLocation } from './http/apiBase.ts';
export { browserRefreshLocks } from './session/browserRefreshLocks.ts';
export {
  DEFAULT_RETRY_DELAY_MS,
  IDEMPOTENT_METHODS,
  MAX_RETRY_DELAY_MS,
  RETRYABLE_STATUSES,
} from './http/retryPolicy.ts';
export type { AxiosMoneyApiOptions } from './http/AxiosMoneyApi.ts';
export { LazySportsFeed } from './sports/lazySportsbook.ts';
// The sportsbook's, games', cashier's and bonuses' adapters are loaded on their first call: `lazyApi` over the
// subpaths `./sportsbook`, `./games`, `./launch`, `./cashier` and `./bonuses`.
export { lazyApi, loadOnce, type ApiPort, type PortMethods } from './http/lazyApi.ts';

// postMessage
export { WindowGameBridge } from './bridge/WindowGameBridge.ts';
export type { MessageHost } from './bridge/WindowGameBridge.ts';
export type { AxiosGamesApiOptions, GamesApiBases } from './http/AxiosGamesApi.ts';
export type { AxiosRoundsApiOptions, RoundsApiBases } from './http/AxiosRoundsApi.ts';

// Web Crypto
export { WebCryptoDigests } from './crypto/WebCryptoDigests.ts';
export { CryptoRandomness } from './crypto/CryptoRandomness.ts';
export type { RandomSource } from './crypto/CryptoRandomness.ts';

// Files
export { BrowserDownloads } from './files/BrowserDownloads.ts';
export type { DownloadHost } from './files/BrowserDownloads.ts';

// Cookies and storage
export { BrowserCookieJar } from './cookies/BrowserCookieJar.ts';
export type { CookieDocument } from './cookies/BrowserCookieJar.ts';
export { LocalStorageStore, LOCAL_STORAGE_KEYS } from './storage/LocalStorageStore.ts';
export { IdbSyncStore } from './storage/IdbSyncStore.ts';

// Analytics (posthog-js is imported dynamically inside PosthogAnalytics only)
export { PosthogAnalytics, MAX_QUEUED_CALLS } from './analytics/PosthogAnalytics.ts';
export type { PosthogAnalyticsOptions, PosthogClient } from './analytics/PosthogAnalytics.ts';
// posthog-js's settings and the §3 user properties load with it: `@casino/adapters/analytics`.
export { browserUserProperties } from './analytics/userProperties.ts';
export type { UserPropertySources } from './analytics/userProperties.ts';

// Captcha (the shell binds the lazy one: reCAPTCHA's adapter is `@casino/adapters/captcha`, loaded on the first token)
export { LazyCaptcha } from './captcha/LazyCaptcha.ts';
export { RecaptchaCaptcha } from './captcha/RecaptchaCaptcha.ts';
export type { RecaptchaCaptchaOptions } from './captcha/RecaptchaCaptcha.ts';
export {
  RecaptchaLoader,
  DIFFERENT_SITE_KEY_ERROR,
  RECAPTCHA_LOAD_TIMEOUT_MS,
  RECAPTCHA_SCRIPT_URL,
} from './captcha/RecaptchaLoader.ts';
export type {
  Grecaptcha,
  RecaptchaHost,
  RecaptchaLoadState,
  RecaptchaLoaderOptions,
} from './captcha/RecaptchaLoader.ts';

// Fingerprint (the shell binds the lazy one: the adapter is `@casino/adapters/fingerprint`, loaded on first use)
export { LazyFingerprint } from './fingerprint/LazyFingerprint.ts';
export { BrowserFingerprint } from './fingerprint/BrowserFingerprint.ts';
export type { BrowserFingerprintOptions } from './fingerprint/BrowserFingerprint.ts';
export { createBrowserFingerprint } from './fingerprint/createBrowserFingerprint.ts';
export type { FingerprintWindow } from './fingerprint/createBrowserFingerprint.ts';
export { encryptFingerprint } from './fingerprint/encryptFingerprint.ts';
export { hashSignals, readFingerprintSignals } from './fingerprint/fingerprintSignals.ts';
export type { FingerprintSignals, SignalSources } from './fingerprint/fingerprintSignals.ts';

// Clock, popup, logging
export { SystemClock } from './clock/SystemClock.ts';
export { BroadcastSessionChannel, SESSION_CHANNEL_NAME } from './session/BroadcastSessionChannel.ts';
export { WindowPopup, POPUP_CLOSED_POLL_MS } from './popup/WindowPopup.ts';
export type { PopupHost, PopupWindow, WindowPopupOptions } from './popup/WindowPopup.ts';
export { ConsoleLogger } from './logging/ConsoleLogger.ts';

// The installable app (§7): service worker, network state, build manifest, page reload
export { WorkboxBridge } from './pwa/WorkboxBridge.ts';
export { browserConnectivity } from './pwa/browserConnectivity.ts';
export { fetchJsonNoStore } from './pwa/fetchJsonNoStore.ts';
export { sessionPageReloader } from './pwa/sessionPageReloader.ts';

// Live games (WebSocket)
export { LazyLiveChannel } from './live/lazyLiveChannel.ts';
export type { LiveSocket, NetworkState } from './live/ReconnectingSocket.ts';
export { browserNetwork, openBrowserSocket } from './live/browserNetwork.ts';
export { QueueChatWidget, IdleScript } from './widgets/QueueChatWidget.ts';
export type { QueueChatWidgetOptions, ChatQueue } from './widgets/QueueChatWidget.ts';
