import type { SessionRefresher } from '@casino/core';
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
} from '@casino/adapters';
import { APP_TOKENS } from './appTokens.ts';
import { pageDataBonusApi, pageDataContentApi, pageDataSportsbookApi } from './pageDataPorts.ts';
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
  // The games', cashier's and bonuses' adapters (their calls and schemas) are loaded on their first call: the app's
  // start neither downloads them nor builds their schemas (issue 15).
  const cashier = () => import('@casino/adapters/cashier');
  const bonuses = () => import('@casino/adapters/bonuses');
  const games = () => import('@casino/adapters/games');
  api(TOKENS.BillingApi, (http) =>
    lazyApi(async () => new (await cashier()).AxiosBillingApi(http), {
      getBillingData: true,
      createInvoice: true,
      getPaymentStatus: true,
    }),
  );
  bind.service(TOKENS.BonusApi, { http: HTTP, pageData: TOKENS.PageData }, ({ http, pageData }) =>
    pageDataBonusApi(
      lazyApi(async () => new (await bonuses()).AxiosBonusApi(http), {
        waitingRegAndDep: true,
        promoBonus: true,
        welcomePacksGuest: true,
      }),
      pageData,
    ),
  );
  api(TOKENS.FreeSpinsApi, (http) =>
    lazyApi(async () => new (await bonuses()).AxiosFreeSpinsApi(http), {
      list: true,
      campaign: true,
      cancel: true,
    }),
  );
  bind.service(TOKENS.ContentApi, { http: HTTP, pageData: TOKENS.PageData }, ({ http, pageData }) =>
    pageDataContentApi(new AxiosContentApi(http), pageData),
  );
  api(TOKENS.SiteSettingsApi, (http) => new AxiosSiteSettingsApi(http));
  api(TOKENS.GameLaunchApi, (http) =>
    lazyApi(async () => new (await import('@casino/adapters/launch')).AxiosGameLaunchApi(http), {
      launch: true,
      favourites: true,
      setFavourite: true,
      recent: true,
    }),
  );
  // Loaded with the first betting page: the sportsbook's calls and schemas stay out of the first load.
  bind.service(TOKENS.SportsbookApi, { http: HTTP, pageData: TOKENS.PageData }, ({ http, pageData }) =>
    pageDataSportsbookApi(
      lazyApi(async () => new (await import('@casino/adapters/sportsbook')).AxiosSportsbookApi(http), {
        listEvents: true,
        getEvent: true,
        placeBet: true,
        listBets: true,
      }),
      pageData,
    ),
  );
  bind.service(
    TOKENS.GamesApi,
    { http: HTTP, config: APP_TOKENS.AppConfig, session: TOKENS.SessionStore },
    ({ http, config, session }) =>
      lazyApi(
        async () =>
          new (await games()).AxiosGamesApi(http, {
            bases: config.gameApiBases,
            playerCurrency: () => session.user?.currency ?? null,
          }),
        {
          placeBet: true,
          getSeeds: true,
          rotateSeeds: true,
          changeClientSeed: true,
          listBets: true,
          getBet: true,
        },
      ),
  );
  bind.service(
    TOKENS.RoundsApi,
    { http: HTTP, config: APP_TOKENS.AppConfig, session: TOKENS.SessionStore },
    ({ http, config, session }) =>
      lazyApi(
        async () =>
          new (await games()).AxiosRoundsApi(http, {
            bases: config.roundApiBases,
            playerCurrency: () => session.user?.currency ?? null,
          }),
        { startRound: true, act: true, cashOut: true, currentRound: true, listCases: true, openCase: true },
      ),
  );
  bind.service(TOKENS.MoneyApi, { http: HTTP, session: TOKENS.SessionStore }, ({ http, session }) =>
    lazyApi(
      async () =>
        new (await cashier()).AxiosMoneyApi(http, { playerCurrency: () => session.user?.currency ?? null }),
      {
        requestWithdrawal: true,
        listWithdrawals: true,
        cancelWithdrawal: true,
        getHistory: true,
        exportHistory: true,
        getSaferPlay: true,
        setLimit: true,
        takeBreak: true,
      },
    ),
  );
}
