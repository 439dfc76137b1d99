// The core of one headless player of `pnpm bench:crowd`, composed as a native client would compose it: the core's
// use cases over the site's HTTP adapters, the Node-side adapters (packages/adapters/src/node: a cookie jar, a location
// and modals kept in memory), and the server's no-ops where only a browser has something.
import { createPlayUseCases, createUseCases, Session } from '../../../packages/core/src/index.ts';
import {
  CryptoRandomness,
  resolveApiBases,
  SystemClock,
  WebCryptoDigests,
} from '../../../packages/adapters/src/index.ts';
import { AxiosBillingApi, AxiosMoneyApi } from '../../../packages/adapters/src/http/cashier.ts';
import {
  AxiosAttributionApi,
  AxiosAuthApi,
  AxiosGeoApi,
  AxiosMirrorApi,
  AxiosProfileApi,
  AxiosSiteSettingsApi,
  createHttpClient,
} from '../../../packages/adapters/src/http/client.ts';
import { AxiosGamesApi, AxiosRoundsApi } from '../../../packages/adapters/src/http/games.ts';
import { AxiosBonusApi } from '../../../packages/adapters/src/http/bonuses.ts';
import { AxiosSportsbookApi } from '../../../packages/adapters/src/http/AxiosSportsbookApi.ts';
import {
  ClientCookies,
  MemoryNavigation,
  UnseenModals,
  clientEnvironment,
} from '../../../packages/adapters/src/node/index.ts';
import {
  ServerAnalytics,
  ServerCaptcha,
  ServerFingerprint,
  ServerLiveChannel,
  ServerPopup,
  ServerSessionChannel,
  ServerSupportChat,
} from '../../../packages/adapters/src/server/index.ts';

const SILENT = {
  warn: () => undefined,
  error: () => undefined,
  info: () => undefined,
  debug: () => undefined,
};

/** The core's ports for one player, over its own HTTP client and cookies. */
export function playerPorts(apiUrl, siteUrl, agent) {
  const cookies = new ClientCookies();
  const session = new Session(cookies.jar);
  const clock = new SystemClock();
  const http = createHttpClient({
    baseUrl: apiUrl,
    getToken: () => session.token,
    getLocale: () => 'en',
    getRegion: () => null,
    clock,
    refresher: { accessTokenAfter401: () => Promise.resolve(null) },
    headers: { 'user-agent': 'crowd-player' },
  });
  http.defaults.httpAgent = agent;
  const bases = resolveApiBases({ VITE_API_URL: apiUrl }, { protocol: 'http:', hostname: 'localhost' });
  const playerCurrency = () => session.user?.currency ?? null;
  const site = new URL(siteUrl);
  const ports = {
    authApi: new AxiosAuthApi(http),
    profileApi: new AxiosProfileApi(http),
    attributionApi: new AxiosAttributionApi(http),
    bonusApi: new AxiosBonusApi(http),
    billingApi: new AxiosBillingApi(http),
    mirrorApi: new AxiosMirrorApi(http),
    geoApi: new AxiosGeoApi(http),
    siteSettingsApi: new AxiosSiteSettingsApi(http),
    gamesApi: new AxiosGamesApi(http, { bases: bases.games, playerCurrency }),
    roundsApi: new AxiosRoundsApi(http, { bases: bases.games, playerCurrency }),
    moneyApi: new AxiosMoneyApi(http, { playerCurrency }),
    cookies: cookies.jar,
    session,
    modals: new UnseenModals(),
    navigation: new MemoryNavigation(siteUrl, '/en'),
    environment: clientEnvironment(site.host, 'crowd-player'),
    clock,
    analytics: new ServerAnalytics(),
    captcha: new ServerCaptcha(),
    fingerprint: new ServerFingerprint(),
    popup: new ServerPopup(),
    logger: SILENT,
    supportChat: new ServerSupportChat(false),
    randomness: new CryptoRandomness(globalThis.crypto),
    digests: new WebCryptoDigests(globalThis.crypto.subtle),
    sessionChannel: new ServerSessionChannel(),
    channel: new ServerLiveChannel(),
    refreshLocks: undefined,
    urlPolicy: { allowedHosts: ['localhost', '127.0.0.1'], allowHttp: true },
    restrictedGamesHost: null,
  };
  const useCases = createUseCases(ports);
  const play = createPlayUseCases({ ...ports, gameLaunchApi: null });
  return { cookies, session, http, useCases, play, sportsbook: new AxiosSportsbookApi(http), ports };
}
