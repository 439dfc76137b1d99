import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import type {
  BannerKind,
  BannerState,
  Clock,
  ContentApi,
  GameLaunchApi,
  KeyValueStore,
  TimerHandle,
  TopEntry,
  Tournament,
} from '@casino/core';
import { GameCatalogueViewModel } from '../../components/games/GameCatalogueViewModel.ts';
import { PlayerGameLists } from '../../components/games/PlayerGameLists.ts';
import { Loadable, isEmptyList } from '../../components/page/Loadable.ts';
import type { LocaleView, ModalOpener, SessionView } from '../../components/page/pagePorts.ts';
import { SeoText } from '../../components/page/SeoText.ts';
import { BANNER_KINDS, seeBanner } from './homeBanners.ts';
import { PlayerShelves } from './PlayerShelves.ts';
import { timeLeft, type TimeLeft } from '../../components/page/timeLeft.ts';
import { token } from '../../di/token.ts';

export const HOME_VM = token<HomeViewModel>('HomeViewModel');

/** How many tournaments and wins the home page teases before "see all". */
export const HOME_TOURNAMENTS = 3;
export const HOME_TOP_WINS = 5;
/** The banners' countdown moves by the minute. */
const COUNTDOWN_TICK_MS = 60_000;

export interface HomeDeps {
  readonly content: Pick<ContentApi, 'games' | 'tournaments' | 'top' | 'seo'>;
  /** A player's favourites and recently played, kept on the API (the home's shelves). */
  readonly launchApi: Pick<GameLaunchApi, 'favourites' | 'setFavourite' | 'recent'>;
  readonly store: Pick<KeyValueStore, 'get' | 'set'>;
  readonly clock: Pick<Clock, 'now' | 'setInterval'>;
  readonly session: Pick<SessionView, 'isLoggedIn'>;
  readonly locale: LocaleView;
  readonly modals: Pick<ModalOpener, 'open'>;
}

export interface VisibleBanner {
  readonly kind: BannerKind;
  readonly timeLeft: TimeLeft;
}

/**
 * The home page: the game catalogue, a teaser of active tournaments and top wins, the SEO text, for a player their
 * favourites and recently played, and for anonymous visitors the promo (3 days) and welcome-pack (7 days) banners
 * counting down from when they were first seen.
 */
export class HomeViewModel {
  readonly catalogue: GameCatalogueViewModel;
  readonly shelves: PlayerShelves;
  readonly tournaments = new Loadable<readonly Tournament[]>(isEmptyList);
  readonly top = new Loadable<readonly TopEntry[]>(isEmptyList);
  readonly seoText: SeoText;
  now: number;
  banners: Partial<Record<BannerKind, BannerState>> = {};
  readonly #deps: HomeDeps;
  #stopWatchingSession: IReactionDisposer | null = null;
  #tick: TimerHandle | null = null;

  constructor(deps: HomeDeps) {
    this.#deps = deps;
    this.catalogue = new GameCatalogueViewModel(deps.content);
    this.shelves = new PlayerShelves(
      () => this.catalogue.games.value ?? [],
      new PlayerGameLists({ api: deps.launchApi, session: deps.session, clock: deps.clock }),
    );
    this.seoText = new SeoText(deps.content, deps.locale);
    this.now = deps.clock.now();
    // Seen from the first render on, not from start() in an effect: banners arriving after the first paint pushed
    // everything below them down (CLS).
    if (this.isVisitor) this.#seeBanners();
    makeAutoObservable(this);
  }

  get isVisitor(): boolean {
    return !this.#deps.session.isLoggedIn;
  }

  get visibleBanners(): readonly VisibleBanner[] {
    if (!this.isVisitor) return [];
    return BANNER_KINDS.flatMap((kind) => {
      const state = this.banners[kind];
      return state?.visible ? [{ kind, timeLeft: timeLeft(state.expiresAt, this.now) }] : [];
    });
  }

  get activeTournaments(): readonly Tournament[] {
    return (this.tournaments.value ?? []).slice(0, HOME_TOURNAMENTS);
  }

  get topWins(): readonly TopEntry[] {
    return [...(this.top.value ?? [])].sort((a, b) => a.place - b.place).slice(0, HOME_TOP_WINS);
  }

  /**
   * The data of the page's first render: the catalogue, a player's shelves, the tournaments, the top wins and the SEO
   * text (the calls `start()` makes, without its timers and reactions). On the server, and in the browser while it
   * hydrates.
   */
  preload(): Promise<unknown> {
    return Promise.all([
      this.catalogue.load(),
      this.shelves.load(),
      this.tournaments.load(() => this.#deps.content.tournaments('active')),
      this.top.load(() => this.#deps.content.top()),
      this.seoText.preload('home'),
    ]);
  }

  start(): void {
    this.dispose();
    void this.catalogue.load();
    void this.tournaments.load(() => this.#deps.content.tournaments('active'));
    void this.top.load(() => this.#deps.content.top());
    this.seoText.start('home');
    this.#stopWatchingSession = reaction(
      () => this.isVisitor,
      (visitor) => {
        // A player who logs in here sees their shelves; a visitor's banners start counting.
        if (visitor) this.#seeBanners();
        else void this.shelves.load();
      },
      { fireImmediately: true },
    );
    this.#tick = this.#deps.clock.setInterval(() => this.tickCountdown(), COUNTDOWN_TICK_MS);
  }

  /** Moves the countdown on; a banner whose period lapsed while shown starts a new one (§4). */
  tickCountdown(): void {
    this.now = this.#deps.clock.now();
    if (!this.isVisitor) return;
    const lapsed = BANNER_KINDS.some((kind) => {
      const state = this.banners[kind];
      return state !== undefined && this.now >= state.expiresAt;
    });
    if (lapsed) this.#seeBanners();
  }

  signUp(): void {
    this.#deps.modals.open('Register');
  }

  dispose(): void {
    this.#stopWatchingSession?.();
    this.#stopWatchingSession = null;
    this.#tick?.cancel();
    this.#tick = null;
    this.catalogue.dispose();
    this.tournaments.cancel();
    this.top.cancel();
    this.seoText.dispose();
  }

  #seeBanners(): void {
    this.now = this.#deps.clock.now();
    this.banners = Object.fromEntries(
      BANNER_KINDS.map((kind) => [kind, seeBanner(this.#deps.store, kind, this.now)]),
    ) as Record<BannerKind, BannerState>;
  }
}
