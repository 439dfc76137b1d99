import type { AttributionApi, AuthApi, Currency, GeoApi, MirrorApi, SessionRefresher } from '@casino/core';
import { lazyApi, loadOnce, type ApiPort, type PortMethods } from '@casino/adapters';
import type { createHttpClient } from '@casino/adapters/http';
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
  SITE_SETTINGS_PAGE_DATA,
  PROFILE_PAGE_DATA,
  SPORTSBOOK_PAGE_DATA,
  type PageDataMethods,
} from './pageDataPorts.ts';
import type { Binder } from './binding.ts';
import { token, type Token } from '../di/token.ts';
import { TOKENS } from '../di/tokens.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import type { RegionStore } from '../session/RegionStore.ts';
import type { LocaleStore } from '../i18n/LocaleStore.ts';
import type { PortDecorator } from './server/sharedPorts.ts';

type HttpClient = ReturnType<typeof createHttpClient>;
/** The HTTP client, made on the first API call with the chunk that holds it (`@casino/adapters/http`). */
const HTTP = token<() => Promise<HttpClient>>('HttpClient');

const AUTH_METHODS: PortMethods<AuthApi> = {
  registerByEmail: true,
  registerByPhone: true,
  loginByEmailPassword: true,
  loginByEmailCode: true,
  loginByPhonePassword: true,
  loginByPhoneCode: true,
  requestPhoneLoginCode: true,
  requestEmailLoginCode: true,
  resendPhoneCode: true,
  resendPhoneLoginCodeBySms: true,
  resendEmailLoginCode: true,
  resendEmailVerification: true,
  verifyEmailCode: true,
  verifyPhoneCode: true,
  forgotPasswordByEmail: true,
  confirmEmailResetCode: true,
  confirmEmailResetToken: true,
  checkEmailResetToken: true,
  resetPasswordByToken: true,
  resetPasswordByCode: true,
  forgotPasswordByPhone: true,
  confirmPhoneResetCode: true,
  resetPasswordByPhone: true,
  checkPhoneResetToken: true,
  setPassword: true,
  socialLogin: true,
  sendLoginData: true,
  logout: true,
  refreshToken: true,
};
const ATTRIBUTION_METHODS: PortMethods<AttributionApi> = {
  attachSource: true,
  affiliate: true,
  reportClientIp: true,
  registerPageOpen: true,
  utm: true,
};
const GEO_METHODS: PortMethods<GeoApi> = { geoIp: true };
const MIRROR_METHODS: PortMethods<MirrorApi> = { getMirror: true, mirrorRedirect: true, reportMirror: true };

/**
 * Each adapter chunk's import, asked once per page or server process (one that failed, offline, is asked again): an
 * `import()` per port and request cost the server about a millisecond of every render (issue 35, item 4).
 */
const client = loadOnce(() => import('@casino/adapters/http'));
const cashier = loadOnce(() => import('@casino/adapters/cashier'));
const bonuses = loadOnce(() => import('@casino/adapters/bonuses'));
const games = loadOnce(() => import('@casino/adapters/games'));
const launch = loadOnce(() => import('@casino/adapters/launch'));
const sportsbook = loadOnce(() => import('@casino/adapters/sportsbook'));

/** What a lazily loaded adapter is made with. */
interface LazyPortDeps {
  readonly http: HttpClient;
  readonly config: AppConfig;
  readonly playerCurrency: () => Currency | null;
}

/**
 * The API ports over one HTTP client, the same in the browser and on the server; the server's client also carries
 * the player's address and user agent (`headers`). Every adapter, and the client with axios and zod, is loaded on the
 * first call that needs it: the app's start neither downloads them nor builds their schemas, and a page hydrated
 * from the server's data may make no call at all (issue 15). The reads a page shows are page data. On the server,
 * `decorate` wraps each port (named by its token) with the caches the server's requests share.
 */
export function apiPorts(
  bind: Binder,
  sessionRefresher: () => Pick<SessionRefresher, 'accessTokenAfter401'>,
  headers?: Readonly<Record<string, string>>,
  decorate?: PortDecorator,
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
      // A chunk that could not load (offline) is tried again on the next call.
      loadOnce(async () =>
        (await client()).createHttpClient({
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
      ),
  );

  const LAZY_PORT = {
    http: HTTP,
    config: APP_TOKENS.AppConfig,
    session: TOKENS.SessionStore,
    locales: TOKENS.LocaleStore,
    region: TOKENS.RegionStore,
  };
  interface LazyPortParts {
    readonly http: () => Promise<HttpClient>;
    readonly config: AppConfig;
    readonly session: SessionStore;
    readonly locales: LocaleStore;
    readonly region: RegionStore;
  }
  /** The port over its adapter, made on the port's first call with the client (made, its chunk loaded, then too). */
  const lazyAdapter = <T extends ApiPort<T>>(
    apiToken: Token<T>,
    { http, config, session, locales, region }: LazyPortParts,
    methods: PortMethods<T>,
    load: (deps: LazyPortDeps) => Promise<T>,
  ): T => {
    const port = lazyApi(
      async () => load({ http: await http(), config, playerCurrency: () => session.user?.currency ?? null }),
      methods,
    );
    return decorate
      ? decorate(apiToken.description ?? '', port, {
          token: () => session.token,
          locale: () => locales.locale,
          region: () => region.region,
        })
      : port;
  };
  /** A port whose adapter is loaded on its first call. */
  const lazyPort = <T extends ApiPort<T>>(
    apiToken: Token<T>,
    methods: PortMethods<T>,
    load: (deps: LazyPortDeps) => Promise<T>,
  ) => bind.service(apiToken, LAZY_PORT, (deps) => lazyAdapter(apiToken, deps, methods, load));
  /** A port whose adapter is loaded on its first call and whose reads (`methods`) are page data. */
  const pagePort = <T extends ApiPort<T>>(
    apiToken: Token<T>,
    name: string,
    methods: PageDataMethods<T>,
    load: (deps: LazyPortDeps) => Promise<T>,
  ) =>
    bind.service(apiToken, { ...LAZY_PORT, pageData: TOKENS.PageData }, ({ pageData, ...deps }) =>
      pageDataApi(lazyAdapter(apiToken, deps, methods, load), pageData, name, methods),
    );

  lazyPort(TOKENS.AuthApi, AUTH_METHODS, async ({ http }) => new (await client()).AxiosAuthApi(http));
  pagePort(
    TOKENS.ProfileApi,
    'profile',
    PROFILE_PAGE_DATA,
    async ({ http }) => new (await client()).AxiosProfileApi(http),
  );
  lazyPort(
    TOKENS.AttributionApi,
    ATTRIBUTION_METHODS,
    async ({ http }) => new (await client()).AxiosAttributionApi(http),
  );
  lazyPort(TOKENS.GeoApi, GEO_METHODS, async ({ http }) => new (await client()).AxiosGeoApi(http));
  lazyPort(TOKENS.MirrorApi, MIRROR_METHODS, async ({ http }) => new (await client()).AxiosMirrorApi(http));
  pagePort(
    TOKENS.SiteSettingsApi,
    'settings',
    SITE_SETTINGS_PAGE_DATA,
    async ({ http }) => new (await client()).AxiosSiteSettingsApi(http),
  );
  pagePort(
    TOKENS.ContentApi,
    'content',
    CONTENT_PAGE_DATA,
    async ({ http }) => new (await client()).AxiosContentApi(http),
  );
  pagePort(
    TOKENS.BillingApi,
    'billing',
    BILLING_PAGE_DATA,
    async ({ http }) => new (await cashier()).AxiosBillingApi(http),
  );
  pagePort(
    TOKENS.BonusApi,
    'bonus',
    BONUS_PAGE_DATA,
    async ({ http }) => new (await bonuses()).AxiosBonusApi(http),
  );
  pagePort(
    TOKENS.FreeSpinsApi,
    'freeSpins',
    FREE_SPINS_PAGE_DATA,
    async ({ http }) => new (await bonuses()).AxiosFreeSpinsApi(http),
  );
  pagePort(
    TOKENS.GameLaunchApi,
    'launch',
    LAUNCH_PAGE_DATA,
    async ({ http }) => new (await launch()).AxiosGameLaunchApi(http),
  );
  // Loaded with the first betting page: the sportsbook's calls and schemas stay out of the first load.
  pagePort(
    TOKENS.SportsbookApi,
    'sports',
    SPORTSBOOK_PAGE_DATA,
    async ({ http }) => new (await sportsbook()).AxiosSportsbookApi(http),
  );
  pagePort(
    TOKENS.GamesApi,
    'games',
    GAMES_PAGE_DATA,
    async ({ http, config, playerCurrency }) =>
      new (await games()).AxiosGamesApi(http, { bases: config.gameApiBases, playerCurrency }),
  );
  pagePort(
    TOKENS.RoundsApi,
    'rounds',
    ROUNDS_PAGE_DATA,
    async ({ http, config, playerCurrency }) =>
      new (await games()).AxiosRoundsApi(http, { bases: config.roundApiBases, playerCurrency }),
  );
  pagePort(
    TOKENS.MoneyApi,
    'money',
    MONEY_PAGE_DATA,
    async ({ http, playerCurrency }) => new (await cashier()).AxiosMoneyApi(http, { playerCurrency }),
  );
}
