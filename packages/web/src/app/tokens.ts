/**
 * The service identifiers of the composition root. Each core port has a token of the same name; stores and use cases
 * have theirs. Only `src/app` resolves them; pages reach their view model through `useViewModel`.
 */
export const TYPES = {
  // Core ports, bound to adapters in container.ts.
  AuthApi: Symbol.for('AuthApi'),
  ProfileApi: Symbol.for('ProfileApi'),
  AttributionApi: Symbol.for('AttributionApi'),
  GeoApi: Symbol.for('GeoApi'),
  MirrorApi: Symbol.for('MirrorApi'),
  BillingApi: Symbol.for('BillingApi'),
  BonusApi: Symbol.for('BonusApi'),
  FreeSpinsApi: Symbol.for('FreeSpinsApi'),
  ContentApi: Symbol.for('ContentApi'),
  SiteSettingsApi: Symbol.for('SiteSettingsApi'),
  /** The instant originals and the seed pair, each game through its own API base (§7). */
  GamesApi: Symbol.for('GamesApi'),
  /** SHA-256 and HMAC-SHA256 for the fairness verifier (Web Crypto). */
  Digests: Symbol.for('Digests'),
  /** Idempotency keys and fresh client seeds from a CSPRNG. */
  Randomness: Symbol.for('Randomness'),
  CookieJar: Symbol.for('CookieJar'),
  KeyValueStore: Symbol.for('KeyValueStore'),
  SyncStore: Symbol.for('SyncStore'),
  Clock: Symbol.for('Clock'),
  Analytics: Symbol.for('Analytics'),
  Captcha: Symbol.for('Captcha'),
  Fingerprint: Symbol.for('Fingerprint'),
  Popup: Symbol.for('Popup'),
  /** The other open tabs of the site (§4 session shared by tabs). */
  SessionChannel: Symbol.for('SessionChannel'),
  Logger: Symbol.for('Logger'),
  Navigation: Symbol.for('Navigation'),
  Environment: Symbol.for('Environment'),
  /** The app's configuration read from the build (API base URL, hosts). */
  AppConfig: Symbol.for('AppConfig'),
  /** The browser window the app runs in, for what a view model reads when it is made (the address, the origin). */
  Window: Symbol.for('Window'),

  // Live state any page can observe.
  SessionStore: Symbol.for('SessionStore'),
  LocaleStore: Symbol.for('LocaleStore'),
  Notifier: Symbol.for('Notifier'),
  ModalStore: Symbol.for('ModalStore'),
  /** KZ or RU once the geo check has answered (the Region header, §7). */
  RegionStore: Symbol.for('RegionStore'),

  // Core use cases bound as services (one instance each).
  SessionRefresher: Symbol.for('SessionRefresher'),
  StartupLookups: Symbol.for('StartupLookups'),
  RunNavigationGuards: Symbol.for('RunNavigationGuards'),
  RecordPageView: Symbol.for('RecordPageView'),
  QueryFlagModals: Symbol.for('QueryFlagModals'),
  StartSingleSignOn: Symbol.for('StartSingleSignOn'),
  LoadProfile: Symbol.for('LoadProfile'),
  RestoreSession: Symbol.for('RestoreSession'),
  ShareSessionAcrossTabs: Symbol.for('ShareSessionAcrossTabs'),
  StartSession: Symbol.for('StartSession'),
  SignInWithSimpleAuth: Symbol.for('SignInWithSimpleAuth'),
  LogIn: Symbol.for('LogIn'),
  LogOut: Symbol.for('LogOut'),
  Register: Symbol.for('Register'),
  CompleteRegistration: Symbol.for('CompleteRegistration'),
  DepositPrompt: Symbol.for('DepositPrompt'),
  SocialLogIn: Symbol.for('SocialLogIn'),
  AttachAttribution: Symbol.for('AttachAttribution'),
  ReportClientIp: Symbol.for('ReportClientIp'),
  CaptureAttribution: Symbol.for('CaptureAttribution'),
  InvoiceTracker: Symbol.for('InvoiceTracker'),
  StartDeposit: Symbol.for('StartDeposit'),
  /** The site settings holder (§3): the footer's affiliate programme and Telegram channel links. */
  LoadSiteSettings: Symbol.for('LoadSiteSettings'),
  /** One bet of an instant original, settled by the API with the player's seed pair. */
  PlaceBet: Symbol.for('PlaceBet'),
  /** Reveals the active server seed and starts a new pair at nonce 0. */
  RotateSeeds: Symbol.for('RotateSeeds'),
  ChangeClientSeed: Symbol.for('ChangeClientSeed'),
  /** Re-derives a bet's outcome from its seeds and shows every step (the verifier). */
  VerifyBet: Symbol.for('VerifyBet'),
  /** The player's active seed pair and the last revealed one. */
  LoadSeeds: Symbol.for('LoadSeeds'),
  /** The app's start: single sign-on, the session restored, the landing query captured. */
  AppStartup: Symbol.for('AppStartup'),
  /** Puts a modal's view-model bindings into the container before it first renders (`modalModels.ts`). */
  PrepareModal: Symbol.for('PrepareModal'),
} as const;

export type ServiceToken = (typeof TYPES)[keyof typeof TYPES];
