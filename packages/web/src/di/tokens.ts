import type {
  Analytics,
  Downloads,
  MoneyApi,
  Operator,
  AttributionApi,
  AuthApi,
  BillingApi,
  BonusApi,
  Captcha,
  Clock,
  LiveChannel,
  SportsbookApi,
  SportsFeed,
  SupportChat,
  LazyScript,
  ContentApi,
  CookieJar,
  Digests,
  Environment,
  Fingerprint,
  FreeSpinsApi,
  GameBridge,
  GameLaunchApi,
  GamesApi,
  RoundsApi,
  GeoApi,
  KeyValueStore,
  Logger,
  MirrorApi,
  Navigation,
  Popup,
  ProfileApi,
  Randomness,
  RefreshLocks,
  SessionChannel,
  SiteSettingsApi,
  SyncStore,
  UseCases,
} from '@casino/core';
import type { NotificationStore } from '../components/notifications/NotificationStore.ts';
import type { LocaleStore } from '../i18n/LocaleStore.ts';
import type { ModalStore, PrepareModal } from '../modals/ModalStore.ts';
import type { NetworkStatus } from '../pwa/NetworkStatus.ts';
import type { PageData } from './pageData.ts';
import type { PlaySession } from '../session/PlaySession.ts';
import type { RegionStore } from '../session/RegionStore.ts';
import type { FeatureFlagsStore } from '../session/FeatureFlagsStore.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import { token, withUseCaseTokens } from './token.ts';

/**
 * The shared services of the container, each token typed with what it names. `src/app` binds them; a component asks
 * for a store with `useInjection(TOKENS.X)`. A view model's own token sits beside its class (`X_VM`). Each use case of
 * the core's registry (`createUseCases`) has one too, derived from its name (`TOKENS.LogIn` asks for `logIn`).
 */
export const TOKENS = withUseCaseTokens<UseCases>()({
  // Core ports, bound to adapters in app/portsModule.ts.
  AuthApi: token<AuthApi>('AuthApi'),
  ProfileApi: token<ProfileApi>('ProfileApi'),
  AttributionApi: token<AttributionApi>('AttributionApi'),
  GeoApi: token<GeoApi>('GeoApi'),
  MirrorApi: token<MirrorApi>('MirrorApi'),
  BillingApi: token<BillingApi>('BillingApi'),
  BonusApi: token<BonusApi>('BonusApi'),
  FreeSpinsApi: token<FreeSpinsApi>('FreeSpinsApi'),
  ContentApi: token<ContentApi>('ContentApi'),
  SiteSettingsApi: token<SiteSettingsApi>('SiteSettingsApi'),
  /** The instant originals and the seed pair, each game through its own API base (§7). */
  GamesApi: token<GamesApi>('GamesApi'),
  RoundsApi: token<RoundsApi>('RoundsApi'),
  /** Withdrawals, the money history and safer play (issue 18). */
  MoneyApi: token<MoneyApi>('MoneyApi'),
  /** Files handed to the player (the history CSV). */
  Downloads: token<Downloads>('Downloads'),
  /** Provider games: the launch, favourites and recently played (docs/contract.md, "Provider games"). */
  GameLaunchApi: token<GameLaunchApi>('GameLaunchApi'),
  /** The postMessage channel from a provider's game window. */
  GameBridge: token<GameBridge>('GameBridge'),
  /** SHA-256 and HMAC-SHA256 for the fairness verifier (Web Crypto). */
  Digests: token<Digests>('Digests'),
  /** Crash and the rooms in real time: one WebSocket under the crash base (§7), shared by their pages. */
  LiveChannel: token<LiveChannel>('LiveChannel'),
  /** The sportsbook over HTTP: the line, an event, bets (issue 20). */
  SportsbookApi: token<SportsbookApi>('SportsbookApi'),
  /** The sportsbook's line in real time: its own WebSocket, `<API base>/sports/live`. */
  SportsFeed: token<SportsFeed>('SportsFeed'),
  /** The customer chat widget (§1, §9), when the build names one (`VITE_CHAT_SCRIPT_URL`). */
  SupportChat: token<SupportChat>('SupportChat'),
  /** The messaging analytics script (§7), when the build names one (`VITE_MESSAGING_SCRIPT_URL`). */
  MessagingScript: token<LazyScript>('MessagingScript'),
  /** Idempotency keys and fresh client seeds from a CSPRNG. */
  Randomness: token<Randomness>('Randomness'),
  CookieJar: token<CookieJar>('CookieJar'),
  KeyValueStore: token<KeyValueStore>('KeyValueStore'),
  SyncStore: token<SyncStore>('SyncStore'),
  Clock: token<Clock>('Clock'),
  Analytics: token<Analytics>('Analytics'),
  Captcha: token<Captcha>('Captcha'),
  Fingerprint: token<Fingerprint>('Fingerprint'),
  Popup: token<Popup>('Popup'),
  /** The other open tabs of the site (§4 session shared by tabs). */
  SessionChannel: token<SessionChannel>('SessionChannel'),
  /** The lock the tabs take turns under to refresh the token (§4); undefined without the Web Locks API. */
  RefreshLocks: token<RefreshLocks | undefined>('RefreshLocks'),
  Logger: token<Logger>('Logger'),
  Navigation: token<Navigation>('Navigation'),
  Environment: token<Environment>('Environment'),
  /** Who runs the site: brand, legal entity, licence, support (issue 34), from the build's configuration. */
  Operator: token<Operator>('Operator'),
  /** The browser window the app runs in, for what a view model reads when it is made (the address, the origin). */
  Window: token<Window>('Window'),

  // Live state any page can observe.
  SessionStore: token<SessionStore>('SessionStore'),
  /** The flag service's flags, observable (§6). */
  FeatureFlags: token<FeatureFlagsStore>('FeatureFlags'),
  LocaleStore: token<LocaleStore>('LocaleStore'),
  Notifier: token<NotificationStore>('Notifier'),
  ModalStore: token<ModalStore>('ModalStore'),
  /** The playing session while a game page is open: its clock, net position and reality check (issue 18). */
  PlaySession: token<PlaySession>('PlaySession'),
  /** KZ or RU once the geo check has answered (the Region header, §7). */
  RegionStore: token<RegionStore>('RegionStore'),
  /** Puts a modal's view-model bindings into the container before it first renders (`app/modalModels.ts`). */
  PrepareModal: token<PrepareModal>('PrepareModal'),
  NetworkStatus: token<NetworkStatus>('NetworkStatus'),

  /** The data a server-rendered page shows: recorded on the server, answered from in the browser while it hydrates. */
  PageData: token<PageData>('PageData'),
} as const);
