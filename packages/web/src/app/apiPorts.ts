import type { Currency, SessionRefresher } from '@casino/core';
import {
  AxiosAttributionApi,
  AxiosAuthApi,
  AxiosContentApi,
  AxiosGeoApi,
  AxiosMirrorApi,
  AxiosProfileApi,
  AxiosSiteSettingsApi,
  createHttpClient,
  lazyApi,
  type ApiPort,
} from '@casino/adapters';
import type { AppConfig } from './appConfig.ts';
import { APP_TOKENS } from './appTokens.ts';
import {
  BILLING_PAGE_DATA,
  BONUS_PAGE_DATA,
  CONTENT_PAGE_DATA,
  FREE_SPINS_PAGE_DATA,
  GAMES_PAGE_DATA,
  LAUNCH_PAGE_DATA,
  MONEY_PAGE_DATA,
  pageDataApi,
  ROUNDS_PAGE_DATA,
  SPORTSBOOK_PAGE_DATA,
  type PageDataMethods,
} from './pageDataPorts.ts';
import type { Binder } from './binding.ts';
import { token, type Token } from '../di/token.ts';
import { TOKENS } from '../di/tokens.ts';

type HttpClient = ReturnType<typeof createHttpClient>;
const HTTP = token<HttpClient>('HttpClient');

/**
 * The API ports over one HTTP client, the same in the browser and on the server; the server's client also carries
 * the player's address and user agent (`headers`).
 */
export function apiPorts(
  bind: Binder,
  sessionRefresher: () => Pick<SessionRefresher, 'accessTokenAfter401'>,
  headers?: Readonly<Record<string, string>>,
): void {
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
        ...(headers && { headers }),
        // The refresher needs the auth API, which needs this client: it is resolved on the first 401.
        refresher: {
          accessTokenAfter401: (sentToken) => sessionRefresher().accessTokenAfter401(sentToken),
        },
      }),
  );

  const api = <T>(apiToken: Token<T>, make: (http: HttpClient) => T) =>
    bind.service(apiToken, { http: HTTP }, ({ http }) => make(http));
  api(TOKENS.AuthApi, (http) => new AxiosAuthApi(http));
  api(TOKENS.ProfileApi, (http) => new AxiosProfileApi(http));
  api(TOKENS.AttributionApi, (http) => new AxiosAttributionApi(http));
  api(TOKENS.GeoApi, (http) => new AxiosGeoApi(http));
  api(TOKENS.MirrorApi, (http) => new AxiosMirrorApi(http));
  bind.service(TOKENS.ContentApi, { http: HTTP, pageData: TOKENS.PageData }, ({ http, pageData }) =>
    pageDataApi(new AxiosContentApi(http), pageData, 'content', CONTENT_PAGE_DATA),
  );
  api(TOKENS.SiteSettingsApi, (http) => new AxiosSiteSettingsApi(http));

  // The games', cashier's, bonuses' and sportsbook's adapters (their calls and schemas) are loaded on their first
  // call: the app's start neither downloads them nor builds their schemas (issue 15). Their reads are page data.
  const cashier = () => import('@casino/adapters/cashier');
  const bonuses = () => import('@casino/adapters/bonuses');
  const games = () => import('@casino/adapters/games');
  const LAZY_PORT = { http: HTTP, config: APP_TOKENS.AppConfig, session: TOKENS.SessionStore };
  type LazyPortDeps = {
    readonly http: HttpClient;
    readonly config: AppConfig;
    readonly playerCurrency: () => Currency | null;
  };
  /** A port whose adapter is loaded on its first call and whose reads (`methods`) are page data. */
  const lazyPort = <T extends ApiPort<T>>(
    apiToken: Token<T>,
    name: string,
    methods: PageDataMethods<T>,
    load: (deps: LazyPortDeps) => Promise<T>,
  ) =>
    bind.service(
      apiToken,
      { ...LAZY_PORT, pageData: TOKENS.PageData },
      ({ http, config, session, pageData }) => {
        const deps = { http, config, playerCurrency: () => session.user?.currency ?? null };
        return pageDataApi(
          lazyApi(() => load(deps), methods),
          pageData,
          name,
          methods,
        );
      },
    );

  lazyPort(
    TOKENS.BillingApi,
    'billing',
    BILLING_PAGE_DATA,
    async ({ http }) => new (await cashier()).AxiosBillingApi(http),
  );
  lazyPort(
    TOKENS.BonusApi,
    'bonus',
    BONUS_PAGE_DATA,
    async ({ http }) => new (await bonuses()).AxiosBonusApi(http),
  );
  lazyPort(
    TOKENS.FreeSpinsApi,
    'freeSpins',
    FREE_SPINS_PAGE_DATA,
    async ({ http }) => new (await bonuses()).AxiosFreeSpinsApi(http),
  );
  lazyPort(
    TOKENS.GameLaunchApi,
    'launch',
    LAUNCH_PAGE_DATA,
    async ({ http }) => new (await import('@casino/adapters/launch')).AxiosGameLaunchApi(http),
  );
  // Loaded with the first betting page: the sportsbook's calls and schemas stay out of the first load.
  lazyPort(
    TOKENS.SportsbookApi,
    'sports',
    SPORTSBOOK_PAGE_DATA,
    async ({ http }) => new (await import('@casino/adapters/sportsbook')).AxiosSportsbookApi(http),
  );
  lazyPort(
    TOKENS.GamesApi,
    'games',
    GAMES_PAGE_DATA,
    async ({ http, config, playerCurrency }) =>
      new (await games()).AxiosGamesApi(http, { bases: config.gameApiBases, playerCurrency }),
  );
  lazyPort(
    TOKENS.RoundsApi,
    'rounds',
    ROUNDS_PAGE_DATA,
    async ({ http, config, playerCurrency }) =>
      new (await games()).AxiosRoundsApi(http, { bases: config.roundApiBases, playerCurrency }),
  );
  lazyPort(
    TOKENS.MoneyApi,
    'money',
    MONEY_PAGE_DATA,
    async ({ http, playerCurrency }) => new (await cashier()).AxiosMoneyApi(http, { playerCurrency }),
  );
}
