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
import { PlaceBet, type PlaceBetDeps } from './PlaceBet.ts';
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
import { VerifyBet, type VerifyBetDeps } from './VerifyBet.ts';
import { VerifyRound } from './VerifyRound.ts';
import { OpenCase } from './rounds/OpenCase.ts';
import { PlayRound } from './rounds/PlayRound.ts';
import { ResumeRound } from './rounds/ResumeRound.ts';
import { StartRound, type RoundDeps } from './rounds/StartRound.ts';
import { CancelWithdrawal, type CancelWithdrawalDeps } from './CancelWithdrawal.ts';
import { DepositLimitPrompt, type DepositLimitPromptDeps } from './DepositLimitPrompt.ts';
import { ExportHistory, type ExportHistoryDeps } from './ExportHistory.ts';
import { ListWithdrawals, type ListWithdrawalsDeps } from './ListWithdrawals.ts';
import { LoadHistory, type LoadHistoryDeps } from './LoadHistory.ts';
import { LoadSaferPlay, type LoadSaferPlayDeps } from './LoadSaferPlay.ts';
import { RequestWithdrawal, type RequestWithdrawalDeps } from './RequestWithdrawal.ts';
import { SetLimit, type SetLimitDeps } from './SetLimit.ts';
import { TakeBreak, type TakeBreakDeps } from './TakeBreak.ts';

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
  | PlaceBetDeps
  | LoadSeedsDeps
  | RotateSeedsDeps
  | ChangeClientSeedDeps
  | VerifyBetDeps
  | RoundDeps
  | RequestWithdrawalDeps
  | CancelWithdrawalDeps
  | ListWithdrawalsDeps
  | LoadHistoryDeps
  | ExportHistoryDeps
  | LoadSaferPlayDeps
  | SetLimitDeps
  | TakeBreakDeps
  | DepositLimitPromptDeps
  | ConstructorParameters<typeof RecordPageView>[0];

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** What the use cases together ask of the dependency named `K`: each one's `Pick` of it, combined. */
type Needed<K extends string> = Intersection<
  AnyDeps extends infer D ? (D extends { readonly [key in K]: infer P } ? P : never) : never
>;

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
  /** Miner and hilo rounds and the cases (issue 16). */
  readonly roundsApi: Needed<'roundsApi'>;
  /** Withdrawals, the money history and the safer-play limits (issue 18). */
  readonly moneyApi: Needed<'moneyApi'>;
  /** Idempotency keys and fresh client seeds. */
  readonly randomness: Needed<'randomness'>;
  /** SHA-256 and HMAC-SHA256 for the fairness verifier. */
  readonly digests: Needed<'digests'>;
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
  /** One instance: it remembers the newest bet whose balance it applied, so a late answer never rolls it back. */
  readonly placeBet: PlaceBet;
  readonly loadSeeds: LoadSeeds;
  readonly rotateSeeds: RotateSeeds;
  readonly changeClientSeed: ChangeClientSeed;
  readonly verifyBet: VerifyBet;
  readonly startRound: StartRound;
  readonly playRound: PlayRound;
  readonly resumeRound: ResumeRound;
  readonly openCase: OpenCase;
  readonly verifyRound: VerifyRound;
  readonly requestWithdrawal: RequestWithdrawal;
  readonly cancelWithdrawal: CancelWithdrawal;
  readonly listWithdrawals: ListWithdrawals;
  readonly loadHistory: LoadHistory;
  readonly exportHistory: ExportHistory;
  readonly loadSaferPlay: LoadSaferPlay;
  readonly setLimit: SetLimit;
  readonly takeBreak: TakeBreak;
  readonly depositLimitPrompt: DepositLimitPrompt;
}

type World = UseCasePorts & UseCases;

/** The named fields of `world`, read when a use case is made (a port is resolved only when something needs it). */
function pick<K extends keyof World>(world: World, ...keys: K[]): Pick<World, K> {
  const picked: Partial<Pick<World, K>> = {};
  for (const key of keys) picked[key] = world[key];
  return picked as Pick<World, K>;
}

/**
 * The use cases wired over `ports`, once, for the composition root and the test worlds alike. Each is made on first
 * use and kept; `ports` is read field by field at that moment, so a container may hand over getters.
 */
export function createUseCases(ports: UseCasePorts): UseCases {
  const made = new Map<keyof UseCases, unknown>();
  const makers: { readonly [K in keyof UseCases]: (w: World) => UseCases[K] } = {
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
    placeBet: (w) => new PlaceBet(pick(w, 'gamesApi', 'randomness', 'session', 'clock')),
    loadSeeds: (w) => new LoadSeeds(pick(w, 'gamesApi')),
    rotateSeeds: (w) => new RotateSeeds(pick(w, 'gamesApi', 'randomness')),
    changeClientSeed: (w) => new ChangeClientSeed(pick(w, 'gamesApi')),
    verifyBet: (w) => new VerifyBet(pick(w, 'digests')),
    startRound: (w) => new StartRound(pick(w, 'roundsApi', 'randomness', 'session', 'clock')),
    playRound: (w) => new PlayRound(pick(w, 'roundsApi', 'randomness', 'session', 'clock')),
    resumeRound: (w) => new ResumeRound(pick(w, 'roundsApi', 'session', 'clock')),
    openCase: (w) => new OpenCase(pick(w, 'roundsApi', 'randomness', 'session', 'clock')),
    verifyRound: (w) => new VerifyRound(pick(w, 'digests')),
    requestWithdrawal: (w) =>
      new RequestWithdrawal(pick(w, 'moneyApi', 'randomness', 'clock', 'loadProfile')),
    cancelWithdrawal: (w) => new CancelWithdrawal(pick(w, 'moneyApi', 'loadProfile')),
    listWithdrawals: (w) => new ListWithdrawals(pick(w, 'moneyApi')),
    loadHistory: (w) => new LoadHistory(pick(w, 'moneyApi')),
    exportHistory: (w) => new ExportHistory(pick(w, 'moneyApi')),
    loadSaferPlay: (w) => new LoadSaferPlay(pick(w, 'moneyApi', 'clock')),
    setLimit: (w) => new SetLimit(pick(w, 'moneyApi', 'clock')),
    takeBreak: (w) => new TakeBreak(pick(w, 'moneyApi')),
    depositLimitPrompt: (w) => new DepositLimitPrompt(pick(w, 'moneyApi')),
  };

  const world = new Proxy(ports, {
    get: (target, key) => {
      if (!(key in makers)) return Reflect.get(target, key);
      const name = key as keyof UseCases;
      if (!made.has(name)) made.set(name, makers[name](world));
      return made.get(name);
    },
  }) as World;
  return world;
}
