import type { RouteRule } from '../domain/navigationGuards.ts';
import type { UrlPolicy } from '../domain/safeUrl.ts';
import type { AuthApi } from '../ports/AuthApi.ts';
import type { CookieJar } from '../ports/CookieJar.ts';
import type { Navigation } from '../ports/Navigation.ts';
import type { RefreshLocks } from '../ports/RefreshLocks.ts';
import type { SessionState } from '../ports/SessionState.ts';
import { AttachAttribution } from './AttachAttribution.ts';
import { CaptureAttribution } from './CaptureAttribution.ts';
import { ChangeClientSeed } from './ChangeClientSeed.ts';
import { CompleteRegistration } from './CompleteRegistration.ts';
import { crossTabRefresh } from './crossTabRefresh.ts';
import { DepositPrompt } from './DepositPrompt.ts';
import { InvoiceTracker } from './InvoiceTracker.ts';
import { LoadProfile } from './LoadProfile.ts';
import { LoadSeeds } from './LoadSeeds.ts';
import { LoadSiteSettings } from './LoadSiteSettings.ts';
import { LogIn } from './LogIn.ts';
import { LogOut } from './LogOut.ts';
import { QueryFlagModals } from './QueryFlagModals.ts';
import { RecordPageView } from './RecordPageView.ts';
import { Register } from './Register.ts';
import { ReportClientIp } from './ReportClientIp.ts';
import { RestoreSession } from './RestoreSession.ts';
import { RotateSeeds } from './RotateSeeds.ts';
import { RunNavigationGuards } from './RunNavigationGuards.ts';
import { SessionRefresher } from './SessionRefresher.ts';
import { ShareSessionAcrossTabs, type ShareSessionAcrossTabsDeps } from './ShareSessionAcrossTabs.ts';
import { SignInWithSimpleAuth } from './SignInWithSimpleAuth.ts';
import { SocialLogIn } from './SocialLogIn.ts';
import { StartDeposit } from './StartDeposit.ts';
import { StartSession } from './StartSession.ts';
import { StartSingleSignOn } from './StartSingleSignOn.ts';
import { StartupLookups, type StartupAnswers } from './StartupLookups.ts';
import { DepositLimitPrompt } from './DepositLimitPrompt.ts';
import { LoadSaferPlay } from './LoadSaferPlay.ts';
import { SetLimit } from './SetLimit.ts';
import { TakeBreak } from './TakeBreak.ts';
import { SyncSupportChat } from './SyncSupportChat.ts';
import { madeOnFirstUse, pick, useCaseNames, type DepsOf, type NeededOf, type UseCasesOf } from './wiring.ts';

/**
 * The registry of the core's use cases: each named once here, by the field it is asked for by (the composition root
 * derives its token from that name: `logIn` is `TOKENS.LogIn`), and made once below by its factory.
 */
const USE_CASE_CLASSES = {
  sessionRefresher: SessionRefresher,
  startupLookups: StartupLookups,
  runNavigationGuards: RunNavigationGuards,
  recordPageView: RecordPageView,
  queryFlagModals: QueryFlagModals,
  startSingleSignOn: StartSingleSignOn,
  loadProfile: LoadProfile,
  restoreSession: RestoreSession,
  shareSessionAcrossTabs: ShareSessionAcrossTabs,
  attachAttribution: AttachAttribution,
  reportClientIp: ReportClientIp,
  startSession: StartSession,
  signInWithSimpleAuth: SignInWithSimpleAuth,
  depositPrompt: DepositPrompt,
  completeRegistration: CompleteRegistration,
  logIn: LogIn,
  logOut: LogOut,
  register: Register,
  socialLogIn: SocialLogIn,
  captureAttribution: CaptureAttribution,
  invoiceTracker: InvoiceTracker,
  startDeposit: StartDeposit,
  loadSiteSettings: LoadSiteSettings,
  loadSeeds: LoadSeeds,
  rotateSeeds: RotateSeeds,
  changeClientSeed: ChangeClientSeed,
  loadSaferPlay: LoadSaferPlay,
  setLimit: SetLimit,
  takeBreak: TakeBreak,
  depositLimitPrompt: DepositLimitPrompt,
  syncSupportChat: SyncSupportChat,
};

/** The names of the core's use cases, in the registry's order: the composition root binds a token to each. */
export const USE_CASE_NAMES = useCaseNames(USE_CASE_CLASSES);

/** Every use case of the core, one instance each, made on first use. */
export type UseCases = UseCasesOf<typeof USE_CASE_CLASSES>;

/** What the use cases together ask of the dependency named `K`: each one's `Pick` of it, combined. */
type Needed<K extends string> = NeededOf<DepsOf<typeof USE_CASE_CLASSES>, K>;

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
  /** The customer chat widget the site keeps in step with its route and player (§9). */
  readonly supportChat: Needed<'supportChat'>;
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
    syncSupportChat: (w) => new SyncSupportChat(pick(w, 'supportChat', 'clock')),
  });
}
