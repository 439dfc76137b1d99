import { createUseCases, type UseCasePorts, type UseCases } from '@casino/core';
import { APP_TOKENS } from './appTokens.ts';
import { bindFields, bindings, lazyRecord } from './binding.ts';
import type { Token, TokensOf } from '../di/token.ts';
import { TOKENS } from '../di/tokens.ts';

/** Which bound service each port of the core's use cases is. */
const PORTS = {
  authApi: TOKENS.AuthApi,
  profileApi: TOKENS.ProfileApi,
  attributionApi: TOKENS.AttributionApi,
  bonusApi: TOKENS.BonusApi,
  billingApi: TOKENS.BillingApi,
  mirrorApi: TOKENS.MirrorApi,
  geoApi: TOKENS.GeoApi,
  siteSettingsApi: TOKENS.SiteSettingsApi,
  cookies: TOKENS.CookieJar,
  session: TOKENS.SessionStore,
  modals: TOKENS.ModalStore,
  navigation: TOKENS.Navigation,
  environment: TOKENS.Environment,
  clock: TOKENS.Clock,
  analytics: TOKENS.Analytics,
  captcha: TOKENS.Captcha,
  fingerprint: TOKENS.Fingerprint,
  popup: TOKENS.Popup,
  logger: TOKENS.Logger,
  sessionChannel: TOKENS.SessionChannel,
  refreshLocks: TOKENS.RefreshLocks,
  gamesApi: TOKENS.GamesApi,
  randomness: TOKENS.Randomness,
  moneyApi: TOKENS.MoneyApi,
} satisfies Omit<TokensOf<UseCasePorts>, 'urlPolicy' | 'restrictedGamesHost' | 'startupAnswers'>;

/** The token each use case is asked for by. */
const USE_CASES: TokensOf<UseCases> = {
  sessionRefresher: TOKENS.SessionRefresher,
  startupLookups: TOKENS.StartupLookups,
  runNavigationGuards: TOKENS.RunNavigationGuards,
  recordPageView: TOKENS.RecordPageView,
  queryFlagModals: TOKENS.QueryFlagModals,
  startSingleSignOn: TOKENS.StartSingleSignOn,
  loadProfile: TOKENS.LoadProfile,
  restoreSession: TOKENS.RestoreSession,
  shareSessionAcrossTabs: TOKENS.ShareSessionAcrossTabs,
  attachAttribution: TOKENS.AttachAttribution,
  reportClientIp: TOKENS.ReportClientIp,
  startSession: TOKENS.StartSession,
  signInWithSimpleAuth: TOKENS.SignInWithSimpleAuth,
  depositPrompt: TOKENS.DepositPrompt,
  completeRegistration: TOKENS.CompleteRegistration,
  logIn: TOKENS.LogIn,
  logOut: TOKENS.LogOut,
  register: TOKENS.Register,
  socialLogIn: TOKENS.SocialLogIn,
  captureAttribution: TOKENS.CaptureAttribution,
  invoiceTracker: TOKENS.InvoiceTracker,
  startDeposit: TOKENS.StartDeposit,
  loadSiteSettings: TOKENS.LoadSiteSettings,
  loadSeeds: TOKENS.LoadSeeds,
  rotateSeeds: TOKENS.RotateSeeds,
  changeClientSeed: TOKENS.ChangeClientSeed,
  loadSaferPlay: TOKENS.LoadSaferPlay,
  setLimit: TOKENS.SetLimit,
  takeBreak: TOKENS.TakeBreak,
  depositLimitPrompt: TOKENS.DepositLimitPrompt,
};

/**
 * The core's use cases, wired once by the core's `createUseCases`, over the ports bound in portsModule. A port is
 * resolved when the first use case that needs it is made, as if each were bound on its own.
 */
export function useCasesModule(get: <T>(token: Token<T>) => T) {
  return bindings((bind) => {
    bind.service(
      APP_TOKENS.UseCases,
      { config: APP_TOKENS.AppConfig, startupAnswers: APP_TOKENS.StartupAnswers },
      ({ config, startupAnswers }) =>
        createUseCases(
          lazyRecord(get, PORTS, {
            urlPolicy: config.urlPolicy,
            restrictedGamesHost: config.restrictedGamesHost,
            startupAnswers,
          }),
        ),
    );
    bindFields(bind, APP_TOKENS.UseCases, USE_CASES);
  });
}
