import type { RouteRule } from '../domain/navigationGuards.ts';
import type { UrlPolicy } from '../domain/safeUrl.ts';
import type { AuthApi } from '../ports/AuthApi.ts';
import type { CookieJar } from '../ports/CookieJar.ts';
import type { Navigation } from '../ports/Navigation.ts';
import type { RefreshLocks } from '../ports/RefreshLocks.ts';
import type { SessionState } from '../ports/SessionState.ts';
import { AttachAttribution, type AttachAttributionDeps } from './AttachAttribution.ts';
import { CaptureAttribution, type CaptureAttributionDeps } from './CaptureAttribution.ts';
import { ChangeClientSeed, type ChangeClientSeedDeps } from './ChangeClientSeed.ts';
import { CompleteRegistration, type CompleteRegistrationDeps } from './CompleteRegistration.ts';
import { crossTabRefresh } from './crossTabRefresh.ts';
import { DepositPrompt, type DepositPromptDeps } from './DepositPrompt.ts';
import { InvoiceTracker, type InvoiceTrackerDeps } from './InvoiceTracker.ts';
import { LoadProfile, type LoadProfileDeps } from './LoadProfile.ts';
import { LoadSeeds, type LoadSeedsDeps } from './LoadSeeds.ts';
import { LoadSiteSettings, type LoadSiteSettingsDeps } from './LoadSiteSettings.ts';
import { LogIn, type LogInDeps } from './LogIn.ts';
import { LogOut, type LogOutDeps } from './LogOut.ts';
import { QueryFlagModals, type QueryFlagModalsDeps } from './QueryFlagModals.ts';
import { RecordPageView } from './RecordPageView.ts';
import { Register, type RegisterDeps } from './Register.ts';
import { ReportClientIp, type ReportClientIpDeps } from './ReportClientIp.ts';
import { RestoreSession, type RestoreSessionDeps } from './RestoreSession.ts';
import { RotateSeeds, type RotateSeedsDeps } from './RotateSeeds.ts';
import { RunNavigationGuards, type RunNavigationGuardsDeps } from './RunNavigationGuards.ts';
import { SessionRefresher } from './SessionRefresher.ts';
import { ShareSessionAcrossTabs, type ShareSessionAcrossTabsDeps } from './ShareSessionAcrossTabs.ts';
import { SignInWithSimpleAuth, type SignInWithSimpleAuthDeps } from './SignInWithSimpleAuth.ts';
import { SocialLogIn, type SocialLogInDeps } from './SocialLogIn.ts';
import { StartDeposit, type StartDepositDeps } from './StartDeposit.ts';
import { StartSession, type StartSessionDeps } from './StartSession.ts';
import { StartSingleSignOn, type StartSingleSignOnDeps } from './StartSingleSignOn.ts';
import { StartupLookups, type StartupAnswers, type StartupLookupsDeps } from './StartupLookups.ts';
import { DepositLimitPrompt, type DepositLimitPromptDeps } from './DepositLimitPrompt.ts';
import { LoadSaferPlay, type LoadSaferPlayDeps } from './LoadSaferPlay.ts';
import { SetLimit, type SetLimitDeps } from './SetLimit.ts';
import { TakeBreak, type TakeBreakDeps } from './TakeBreak.ts';
import { madeOnFirstUse, pick, type NeededOf } from './wiring.ts';

type AnyDeps =
  | AttachAttributionDeps
  | CaptureAttributionDeps
  | DepositPromptDeps
  | InvoiceTrackerDeps
  | LoadProfileDeps
  | LoadSiteSettingsDeps
  | LogInDeps
  | LogOutDeps
  | QueryFlagModalsDeps
  | RegisterDeps
  | ReportClientIpDeps
  | RestoreSessionDeps
  | RunNavigationGuardsDeps
  | ShareSessionAcrossTabsDeps
  | SignInWithSimpleAuthDeps
  | SocialLogInDeps
  | StartSessionDeps
  | StartSingleSignOnDeps
  | StartupLookupsDeps
  | StartDepositDeps
  | CompleteRegistrationDeps
  | LoadSeedsDeps
  | RotateSeedsDeps
  | ChangeClientSeedDeps
  | LoadSaferPlayDeps
  | SetLimitDeps
  | TakeBreakDeps
  | DepositLimitPromptDeps
  | ConstructorParameters<typeof RecordPageView>[0];

/** What the use cases together ask of the dependency named `K`: each one's `Pick` of it, combined. */
type Needed<K extends string> = NeededOf<AnyDeps, K>;

/**
 * The ports and settings the use cases run on: the composition root passes the browser adapters, a test world its
 * fakes. Each port is typed as what the use cases call on it, so a fake needs no more than that.
 */
export interface UseCasePorts {
  readonly authApi: Needed<'authApi'> & Pick<AuthApi, 'refreshToken'>;
  readonly profileApi: Needed<'profileApi'>;
  readonly attributionApi: Needed<'attributionApi'>;
  readonly bonusApi: Needed<'bonusApi'>;
  readonly billingApi: Needed<'billingApi'>;
  readonly mirrorApi: Needed<'mirrorApi'>;
  readonly geoApi: Needed<'geoApi'>;
  readonly siteSettingsApi: Needed<'siteSettingsApi'>;
  readonly cookies: Needed<'cookies'> & Pick<CookieJar, 'committed'>;
  readonly session: Needed<'session'> & Pick<SessionState, 'ssoLink'>;
  readonly modals: Needed<'modals'>;
  readonly navigation: Needed<'navigation'> & Pick<Navigation, 'href' | 'reload'>;
  readonly environment: Needed<'environment'>;
  readonly clock: Needed<'clock'>;
  readonly analytics: Needed<'analytics'>;
  readonly captcha: Needed<'captcha'>;
  readonly fingerprint: Needed<'fingerprint'>;
  readonly popup: Needed<'popup'>;
  readonly logger: Needed<'logger'>;
  /** The instant originals and the seed pair (issue 14). */
  readonly gamesApi: Needed<'gamesApi'>;
  /** Withdrawals, the money history and the safer-play limits (issue 18). */
  readonly moneyApi: Needed<'moneyApi'>;
  /** Idempotency keys and fresh client seeds. */
  readonly randomness: Needed<'randomness'>;
  /** The other open tabs of the site (§4 session shared by tabs). */
  readonly sessionChannel: ShareSessionAcrossTabsDeps['channel'];
  /** The lock the tabs take turns under to refresh the token; undefined where the browser has none. */
  readonly refreshLocks: RefreshLocks | undefined;
  /** Hosts a link from the server may point at (§3). */
  readonly urlPolicy: UrlPolicy;
  /** The host games move to where the region restricts them (§2), if any. */
  readonly restrictedGamesHost: string | null;
  /** The start-up answers the server got for the page it rendered (none on the server, nor in the offline shell). */
  readonly startupAnswers?: StartupAnswers;
}

/** The route rules of §2 looked up by path: paths that now live elsewhere. None are known yet. */
const ROUTE_RULES: readonly RouteRule[] = [];

/** Every use case of the core, one instance each, made on first use. */
export interface UseCases {
  readonly sessionRefresher: SessionRefresher;
  readonly startupLookups: StartupLookups;
  readonly runNavigationGuards: RunNavigationGuards;
  readonly recordPageView: RecordPageView;
  readonly queryFlagModals: QueryFlagModals;
  readonly startSingleSignOn: StartSingleSignOn;
  readonly loadProfile: LoadProfile;
  readonly restoreSession: RestoreSession;
  readonly shareSessionAcrossTabs: ShareSessionAcrossTabs;
  readonly attachAttribution: AttachAttribution;
  readonly reportClientIp: ReportClientIp;
  readonly startSession: StartSession;
  readonly signInWithSimpleAuth: SignInWithSimpleAuth;
  readonly depositPrompt: DepositPrompt;
  readonly completeRegistration: CompleteRegistration;
  readonly logIn: LogIn;
  readonly logOut: LogOut;
  readonly register: Register;
  readonly socialLogIn: SocialLogIn;
  readonly captureAttribution: CaptureAttribution;
  readonly invoiceTracker: InvoiceTracker;
  readonly startDeposit: StartDeposit;
  readonly loadSiteSettings: LoadSiteSettings;
  readonly loadSeeds: LoadSeeds;
  readonly rotateSeeds: RotateSeeds;
  readonly changeClientSeed: ChangeClientSeed;
  readonly loadSaferPlay: LoadSaferPlay;
  readonly setLimit: SetLimit;
  readonly takeBreak: TakeBreak;
  readonly depositLimitPrompt: DepositLimitPrompt;
}

/**
 * The use cases wired over `ports`, once, for the composition root and the test worlds alike. Each is made on first
 * use and kept; `ports` is read field by field at that moment, so a container may hand over getters.
 */
export function createUseCases(ports: UseCasePorts): UseCases {
  return madeOnFirstUse<UseCasePorts, UseCases>(ports, {
    sessionRefresher: (w) =>
      new SessionRefresher({
        // Every tab shares the token cookie and the refresh cookie the API spends on each refresh (§4).
        refresh: crossTabRefresh({
          refresh: () => w.authApi.refreshToken(),
          ownToken: () => w.session.token,
          sharedToken: () => w.cookies.get('token'),
          shareToken: async (token) => {
            w.cookies.set('token', token);
            // The next tab in line reads the cookie as soon as the lock is let go: the write must be there first.
            await w.cookies.committed?.('token');
          },
          locks: w.refreshLocks,
        }),
        onRefreshed: (token) => w.session.setToken(token),
        onLoggedOut: () => w.session.clear(),
        currentSession: () => (w.session.isLoggedIn ? w.session.epoch : null),
        ssoLink: () => w.session.ssoLink,
        currentUrl: () => w.navigation.href(),
        redirect: (url) => w.navigation.reload(url),
      }),
    startupLookups: (w) =>
      new StartupLookups({
        ...pick(w, 'mirrorApi', 'geoApi'),
        host: w.environment.host,
        ...(w.startupAnswers && { known: w.startupAnswers }),
      }),
    runNavigationGuards: (w) =>
      new RunNavigationGuards({
        ...pick(
          w,
          'environment',
          'session',
          'analytics',
          'logger',
          'urlPolicy',
          'restrictedGamesHost',
          'clock',
        ),
        lookups: w.startupLookups,
        routeRules: ROUTE_RULES,
      }),
    recordPageView: (w) => new RecordPageView(pick(w, 'analytics')),
    queryFlagModals: (w) => new QueryFlagModals(pick(w, 'navigation', 'modals', 'session')),
    startSingleSignOn: (w) =>
      new StartSingleSignOn({
        ...pick(w, 'session', 'cookies', 'navigation', 'environment', 'urlPolicy'),
        lookups: w.startupLookups,
      }),
    loadProfile: (w) => new LoadProfile(pick(w, 'profileApi', 'cookies', 'session')),
    restoreSession: (w) => new RestoreSession(pick(w, 'cookies', 'session', 'loadProfile', 'analytics')),
    shareSessionAcrossTabs: (w) =>
      new ShareSessionAcrossTabs({
        ...pick(w, 'cookies', 'session', 'restoreSession', 'loadProfile', 'analytics'),
        channel: w.sessionChannel,
      }),
    attachAttribution: (w) => new AttachAttribution(pick(w, 'attributionApi', 'cookies', 'logger')),
    reportClientIp: (w) => new ReportClientIp(pick(w, 'attributionApi', 'environment', 'logger')),
    startSession: (w) =>
      new StartSession(
        pick(
          w,
          'session',
          'loadProfile',
          'profileApi',
          'analytics',
          'attachAttribution',
          'logger',
          'urlPolicy',
          'navigation',
          'environment',
        ),
      ),
    signInWithSimpleAuth: (w) =>
      new SignInWithSimpleAuth(
        pick(
          w,
          'navigation',
          'cookies',
          'session',
          'loadProfile',
          'reportClientIp',
          'attachAttribution',
          'analytics',
        ),
      ),
    depositPrompt: (w) => new DepositPrompt(pick(w, 'clock', 'modals', 'session')),
    completeRegistration: (w) => new CompleteRegistration(pick(w, 'loadProfile', 'depositPrompt')),
    logIn: (w) =>
      new LogIn(
        pick(w, 'authApi', 'captcha', 'startSession', 'profileApi', 'analytics', 'depositPrompt', 'logger'),
      ),
    logOut: (w) =>
      new LogOut({ ...pick(w, 'authApi', 'session', 'analytics'), otherTabs: w.shareSessionAcrossTabs }),
    register: (w) =>
      new Register(
        pick(
          w,
          'authApi',
          'cookies',
          'fingerprint',
          'captcha',
          'startSession',
          'completeRegistration',
          'analytics',
        ),
      ),
    socialLogIn: (w) =>
      new SocialLogIn(
        pick(
          w,
          'authApi',
          'popup',
          'cookies',
          'fingerprint',
          'startSession',
          'completeRegistration',
          'depositPrompt',
          'modals',
          'urlPolicy',
          'profileApi',
          'logger',
        ),
      ),
    captureAttribution: (w) =>
      new CaptureAttribution(
        pick(w, 'navigation', 'cookies', 'attributionApi', 'bonusApi', 'fingerprint', 'logger'),
      ),
    invoiceTracker: (w) =>
      new InvoiceTracker({
        ...pick(w, 'clock', 'billingApi', 'modals', 'loadProfile', 'logger', 'session'),
        queryFlags: w.queryFlagModals,
      }),
    startDeposit: (w) => new StartDeposit(pick(w, 'billingApi', 'invoiceTracker')),
    loadSiteSettings: (w) => new LoadSiteSettings(pick(w, 'siteSettingsApi', 'urlPolicy', 'logger')),
    loadSeeds: (w) => new LoadSeeds(pick(w, 'gamesApi')),
    rotateSeeds: (w) => new RotateSeeds(pick(w, 'gamesApi', 'randomness')),
    changeClientSeed: (w) => new ChangeClientSeed(pick(w, 'gamesApi')),
    loadSaferPlay: (w) => new LoadSaferPlay(pick(w, 'moneyApi', 'clock')),
    setLimit: (w) => new SetLimit(pick(w, 'moneyApi', 'clock')),
    takeBreak: (w) => new TakeBreak(pick(w, 'moneyApi')),
    depositLimitPrompt: (w) => new DepositLimitPrompt(pick(w, 'moneyApi')),
  });
}
