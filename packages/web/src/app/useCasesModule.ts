import { ContainerModule } from 'inversify';
import {
  AttachAttribution,
  CaptureAttribution,
  CompleteRegistration,
  DepositPrompt,
  InvoiceTracker,
  LoadProfile,
  LoadSiteSettings,
  LogIn,
  LogOut,
  QueryFlagModals,
  RecordPageView,
  Register,
  ReportClientIp,
  RestoreSession,
  ShareSessionAcrossTabs,
  RunNavigationGuards,
  SessionRefresher,
  SignInWithSimpleAuth,
  SocialLogIn,
  StartDeposit,
  StartSession,
  StartSingleSignOn,
  StartupLookups,
  type Analytics,
  type AttributionApi,
  type AuthApi,
  type BillingApi,
  type BonusApi,
  type Captcha,
  type Clock,
  type CookieJar,
  type Environment,
  type Fingerprint,
  type GeoApi,
  type Logger,
  type MirrorApi,
  type Navigation,
  type Popup,
  type ProfileApi,
  type SessionChannel,
  type SiteSettingsApi,
} from '@casino/core';
import { browserRefreshLocks, crossTabRefresh } from '@casino/adapters';
import { TYPES } from './tokens.ts';
import type { AppConfig } from './appConfig.ts';
import type { ModalStore } from '../modals/ModalStore.ts';
import type { SessionStore } from '../session/SessionStore.ts';

/** The route rules of §2 looked up by path: paths that now live elsewhere. None are known yet. */
const ROUTE_RULES = [] as const;

/** The core's use cases, one instance each, built by factories (core classes carry no decorators). */
export const useCasesModule = new ContainerModule(({ bind }) => {
  bind(TYPES.SessionRefresher).toResolvedValue(
    (auth: AuthApi, session: SessionStore, navigation: Navigation, cookies: CookieJar) =>
      new SessionRefresher({
        // Every tab shares the token cookie and the refresh cookie the API spends on each refresh (§4).
        refresh: crossTabRefresh({
          refresh: () => auth.refreshToken(),
          ownToken: () => session.token,
          sharedToken: () => cookies.get('token'),
          shareToken: (token) => cookies.set('token', token),
          locks: browserRefreshLocks(globalThis.navigator),
        }),
        onRefreshed: (token) => session.setToken(token),
        onLoggedOut: () => session.clear(),
        currentSession: () => (session.isLoggedIn ? session.epoch : null),
        ssoLink: () => session.ssoLink,
        currentUrl: () => navigation.href(),
        redirect: (url) => navigation.reload(url),
      }),
    [TYPES.AuthApi, TYPES.SessionStore, TYPES.Navigation, TYPES.CookieJar],
  );

  bind(TYPES.StartupLookups).toResolvedValue(
    (mirrorApi: MirrorApi, geoApi: GeoApi, environment: Environment) =>
      new StartupLookups({ mirrorApi, geoApi, host: environment.host }),
    [TYPES.MirrorApi, TYPES.GeoApi, TYPES.Environment],
  );

  bind(TYPES.RunNavigationGuards).toResolvedValue(
    (
      lookups: StartupLookups,
      environment: Environment,
      session: SessionStore,
      analytics: Analytics,
      logger: Logger,
      config: AppConfig,
    ) =>
      new RunNavigationGuards({
        lookups,
        environment,
        session,
        analytics,
        logger,
        urlPolicy: config.urlPolicy,
        routeRules: ROUTE_RULES,
        restrictedGamesHost: config.restrictedGamesHost,
      }),
    [
      TYPES.StartupLookups,
      TYPES.Environment,
      TYPES.SessionStore,
      TYPES.Analytics,
      TYPES.Logger,
      TYPES.AppConfig,
    ],
  );

  bind(TYPES.RecordPageView).toResolvedValue(
    (analytics: Analytics) => new RecordPageView({ analytics }),
    [TYPES.Analytics],
  );

  bind(TYPES.QueryFlagModals).toResolvedValue(
    (navigation: Navigation, modals: ModalStore, session: SessionStore) =>
      new QueryFlagModals({ navigation, modals, session }),
    [TYPES.Navigation, TYPES.ModalStore, TYPES.SessionStore],
  );

  bind(TYPES.StartSingleSignOn).toResolvedValue(
    (
      lookups: StartupLookups,
      session: SessionStore,
      cookies: CookieJar,
      navigation: Navigation,
      environment: Environment,
      config: AppConfig,
    ) =>
      new StartSingleSignOn({
        lookups,
        session,
        cookies,
        navigation,
        environment,
        urlPolicy: config.urlPolicy,
      }),
    [
      TYPES.StartupLookups,
      TYPES.SessionStore,
      TYPES.CookieJar,
      TYPES.Navigation,
      TYPES.Environment,
      TYPES.AppConfig,
    ],
  );

  bind(TYPES.LoadProfile).toResolvedValue(
    (profileApi: ProfileApi, cookies: CookieJar, session: SessionStore) =>
      new LoadProfile({ profileApi, cookies, session }),
    [TYPES.ProfileApi, TYPES.CookieJar, TYPES.SessionStore],
  );

  bind(TYPES.RestoreSession).toResolvedValue(
    (cookies: CookieJar, session: SessionStore, loadProfile: LoadProfile, analytics: Analytics) =>
      new RestoreSession({ cookies, session, loadProfile, analytics }),
    [TYPES.CookieJar, TYPES.SessionStore, TYPES.LoadProfile, TYPES.Analytics],
  );

  bind(TYPES.ShareSessionAcrossTabs).toResolvedValue(
    (
      channel: SessionChannel,
      cookies: CookieJar,
      session: SessionStore,
      restoreSession: RestoreSession,
      loadProfile: LoadProfile,
      analytics: Analytics,
    ) => new ShareSessionAcrossTabs({ channel, cookies, session, restoreSession, loadProfile, analytics }),
    [
      TYPES.SessionChannel,
      TYPES.CookieJar,
      TYPES.SessionStore,
      TYPES.RestoreSession,
      TYPES.LoadProfile,
      TYPES.Analytics,
    ],
  );

  bind(TYPES.AttachAttribution).toResolvedValue(
    (attributionApi: AttributionApi, cookies: CookieJar, logger: Logger) =>
      new AttachAttribution({ attributionApi, cookies, logger }),
    [TYPES.AttributionApi, TYPES.CookieJar, TYPES.Logger],
  );

  bind(TYPES.ReportClientIp).toResolvedValue(
    (attributionApi: AttributionApi, environment: Environment, logger: Logger) =>
      new ReportClientIp({ attributionApi, environment, logger }),
    [TYPES.AttributionApi, TYPES.Environment, TYPES.Logger],
  );

  bind(TYPES.StartSession).toResolvedValue(
    (
      session: SessionStore,
      loadProfile: LoadProfile,
      profileApi: ProfileApi,
      analytics: Analytics,
      attachAttribution: AttachAttribution,
      logger: Logger,
      config: AppConfig,
    ) =>
      new StartSession({
        session,
        loadProfile,
        profileApi,
        analytics,
        attachAttribution,
        logger,
        urlPolicy: config.urlPolicy,
      }),
    [
      TYPES.SessionStore,
      TYPES.LoadProfile,
      TYPES.ProfileApi,
      TYPES.Analytics,
      TYPES.AttachAttribution,
      TYPES.Logger,
      TYPES.AppConfig,
    ],
  );

  bind(TYPES.SignInWithSimpleAuth).toResolvedValue(
    (
      navigation: Navigation,
      cookies: CookieJar,
      session: SessionStore,
      loadProfile: LoadProfile,
      reportClientIp: ReportClientIp,
      attachAttribution: AttachAttribution,
      analytics: Analytics,
    ) =>
      new SignInWithSimpleAuth({
        navigation,
        cookies,
        session,
        loadProfile,
        reportClientIp,
        attachAttribution,
        analytics,
      }),
    [
      TYPES.Navigation,
      TYPES.CookieJar,
      TYPES.SessionStore,
      TYPES.LoadProfile,
      TYPES.ReportClientIp,
      TYPES.AttachAttribution,
      TYPES.Analytics,
    ],
  );

  bind(TYPES.DepositPrompt).toResolvedValue(
    (clock: Clock, modals: ModalStore, session: SessionStore) =>
      new DepositPrompt({ clock, modals, session }),
    [TYPES.Clock, TYPES.ModalStore, TYPES.SessionStore],
  );

  bind(TYPES.CompleteRegistration).toResolvedValue(
    (loadProfile: LoadProfile, depositPrompt: DepositPrompt) =>
      new CompleteRegistration({ loadProfile, depositPrompt }),
    [TYPES.LoadProfile, TYPES.DepositPrompt],
  );

  bind(TYPES.LogIn).toResolvedValue(
    (
      authApi: AuthApi,
      captcha: Captcha,
      startSession: StartSession,
      profileApi: ProfileApi,
      analytics: Analytics,
      depositPrompt: DepositPrompt,
      logger: Logger,
    ) => new LogIn({ authApi, captcha, startSession, profileApi, analytics, depositPrompt, logger }),
    [
      TYPES.AuthApi,
      TYPES.Captcha,
      TYPES.StartSession,
      TYPES.ProfileApi,
      TYPES.Analytics,
      TYPES.DepositPrompt,
      TYPES.Logger,
    ],
  );

  bind(TYPES.LogOut).toResolvedValue(
    (authApi: AuthApi, session: SessionStore, analytics: Analytics, otherTabs: ShareSessionAcrossTabs) =>
      new LogOut({ authApi, session, analytics, otherTabs }),
    [TYPES.AuthApi, TYPES.SessionStore, TYPES.Analytics, TYPES.ShareSessionAcrossTabs],
  );

  bind(TYPES.Register).toResolvedValue(
    (
      authApi: AuthApi,
      cookies: CookieJar,
      fingerprint: Fingerprint,
      captcha: Captcha,
      startSession: StartSession,
      completeRegistration: CompleteRegistration,
      analytics: Analytics,
    ) =>
      new Register({ authApi, cookies, fingerprint, captcha, startSession, completeRegistration, analytics }),
    [
      TYPES.AuthApi,
      TYPES.CookieJar,
      TYPES.Fingerprint,
      TYPES.Captcha,
      TYPES.StartSession,
      TYPES.CompleteRegistration,
      TYPES.Analytics,
    ],
  );

  bind(TYPES.SocialLogIn).toResolvedValue(
    (
      authApi: AuthApi,
      popup: Popup,
      cookies: CookieJar,
      fingerprint: Fingerprint,
      startSession: StartSession,
      completeRegistration: CompleteRegistration,
      depositPrompt: DepositPrompt,
      modals: ModalStore,
      config: AppConfig,
    ) =>
      new SocialLogIn({
        authApi,
        popup,
        cookies,
        fingerprint,
        startSession,
        completeRegistration,
        depositPrompt,
        modals,
        urlPolicy: config.urlPolicy,
      }),
    [
      TYPES.AuthApi,
      TYPES.Popup,
      TYPES.CookieJar,
      TYPES.Fingerprint,
      TYPES.StartSession,
      TYPES.CompleteRegistration,
      TYPES.DepositPrompt,
      TYPES.ModalStore,
      TYPES.AppConfig,
    ],
  );

  bind(TYPES.CaptureAttribution).toResolvedValue(
    (
      navigation: Navigation,
      cookies: CookieJar,
      attributionApi: AttributionApi,
      bonusApi: BonusApi,
      fingerprint: Fingerprint,
      logger: Logger,
    ) => new CaptureAttribution({ navigation, cookies, attributionApi, bonusApi, fingerprint, logger }),
    [
      TYPES.Navigation,
      TYPES.CookieJar,
      TYPES.AttributionApi,
      TYPES.BonusApi,
      TYPES.Fingerprint,
      TYPES.Logger,
    ],
  );

  bind(TYPES.InvoiceTracker).toResolvedValue(
    (
      clock: Clock,
      billingApi: BillingApi,
      modals: ModalStore,
      loadProfile: LoadProfile,
      logger: Logger,
      session: SessionStore,
      queryFlags: QueryFlagModals,
    ) => new InvoiceTracker({ clock, billingApi, modals, loadProfile, logger, session, queryFlags }),
    [
      TYPES.Clock,
      TYPES.BillingApi,
      TYPES.ModalStore,
      TYPES.LoadProfile,
      TYPES.Logger,
      TYPES.SessionStore,
      TYPES.QueryFlagModals,
    ],
  );

  bind(TYPES.StartDeposit).toResolvedValue(
    (billingApi: BillingApi, invoiceTracker: InvoiceTracker) =>
      new StartDeposit({ billingApi, invoiceTracker }),
    [TYPES.BillingApi, TYPES.InvoiceTracker],
  );

  bind(TYPES.LoadSiteSettings).toResolvedValue(
    (siteSettingsApi: SiteSettingsApi, config: AppConfig, logger: Logger) =>
      new LoadSiteSettings({ siteSettingsApi, urlPolicy: config.urlPolicy, logger }),
    [TYPES.SiteSettingsApi, TYPES.AppConfig, TYPES.Logger],
  );
});
