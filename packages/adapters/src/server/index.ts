// The adapters a page rendered on the server stands on: one request's cookies, the player's headers for the API, and
// no-ops for what exists only in a browser.
export { RequestCookies, requestCookieJar } from './RequestCookies.ts';
export { playerHeaders } from './clientHeaders.ts';
export type { PlayerRequest } from './clientHeaders.ts';
export {
  RequestMemoryStore,
  ServerConnectivity,
  ServerDownloads,
  ServerAnalytics,
  ServerCaptcha,
  ServerFingerprint,
  ServerGameBridge,
  ServerLiveChannel,
  ServerPopup,
  ServerSessionChannel,
  ServerSportsFeed,
  ServerSupportChat,
  ServerLazyScript,
  ServerSyncStore,
} from './serverNoops.ts';
