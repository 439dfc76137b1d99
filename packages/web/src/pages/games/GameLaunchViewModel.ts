import { makeAutoObservable, runInAction } from 'mobx';
import type {
  ContentApi,
  GameBridge,
  GameCard,
  GameMessage,
  LaunchedGame,
  LaunchError,
  LaunchGame,
  LoadProfile,
  Navigation,
} from '@casino/core';
import { Loadable } from '../../components/page/Loadable.ts';
import type { LocaleView, ModalOpener, SessionView } from '../../components/page/pagePorts.ts';
import type { LaunchMode, ListCategory } from '../../components/games/gameRoutes.ts';
import { saferPlayRefusal, type SaferPlayRefusalFacts } from '../../components/saferPlay/saferPlayRefusal.ts';
import { token } from '../../di/token.ts';

export const GAME_LAUNCH_VM = token<GameLaunchViewModel>('GameLaunchViewModel');

export type LaunchState = 'loading' | 'error' | 'notFound' | 'loginRequired' | 'noDemo' | 'ready';
/**
 * The game window itself: asking the API for it, loading it, playing, or failed (unavailable: no provider runs it;
 * refused: a time-out, a self-exclusion or a limit keeps it closed, said with when it ends).
 */
export type FrameState = 'idle' | 'launching' | 'loading' | 'playing' | 'failed' | 'unavailable' | 'refused';

export interface LaunchDeps {
  readonly content: Pick<ContentApi, 'games'>;
  readonly session: Pick<SessionView, 'isLoggedIn' | 'user'>;
  readonly modals: Pick<ModalOpener, 'open'>;
  readonly launchGame: Pick<LaunchGame, 'execute'>;
  readonly bridge: GameBridge;
  readonly loadProfile: Pick<LoadProfile, 'execute'>;
  readonly navigation: Pick<Navigation, 'href' | 'go'>;
  readonly locale: LocaleView;
}

const unavailable = (error: LaunchError) => error.kind === 'server' && error.status === 409;

/**
 * A slot or live table opened in demo (anyone) or for real money (logged-in players only: a visitor gets the Login
 * modal and a clear message, and the game launches once they have logged in). The game runs in the provider's
 * window; its messages reach this model only through the bridge (launch origin and that frame only).
 */
export class GameLaunchViewModel {
  readonly catalogue = new Loadable<readonly GameCard[]>();
  category: ListCategory | null = null;
  slug = '';
  mode: LaunchMode = 'demo';
  frame: FrameState = 'idle';
  launched: LaunchedGame | null = null;
  /** The code of the last error the game reported, shown beside the window. */
  gameError: string | null = null;
  /** Why safer play refused the launch (issue 38, item 10: the time-out and its end, not "try again"). */
  refusal: SaferPlayRefusalFacts | null = null;
  #launchKey = '';
  readonly #deps: LaunchDeps;

  constructor(deps: LaunchDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  get game(): GameCard | null {
    return this.catalogue.value?.find((game) => game.slug === this.slug) ?? null;
  }

  get state(): LaunchState {
    if (this.catalogue.status === 'loading') return 'loading';
    if (this.catalogue.status === 'error') return this.catalogue.isNotFound ? 'notFound' : 'error';
    if (!this.game) return 'notFound';
    if (this.mode === 'play' && !this.#deps.session.isLoggedIn) return 'loginRequired';
    if (this.mode === 'demo' && !this.game.hasDemo) return 'noDemo';
    return 'ready';
  }

  /**
   * The page's game and its category's catalogue, without launching it: the page's first render, on the server and
   * in the browser while it hydrates (issue 15, item 3).
   */
  async prepare(category: ListCategory, slug: string, mode: LaunchMode): Promise<void> {
    const sameCategory = this.category === category && this.catalogue.status === 'ready';
    this.category = category;
    this.slug = slug;
    this.mode = mode;
    if (!sameCategory) await this.catalogue.load(() => this.#deps.content.games(category));
  }

  async open(category: ListCategory, slug: string, mode: LaunchMode): Promise<void> {
    await this.prepare(category, slug, mode);
    if (this.state === 'loginRequired') this.askToLogIn();
    else await this.launch();
  }

  /** Asks the API for the game's URL once per game, mode and player; a visitor who logs in launches then. */
  async launch(): Promise<void> {
    if (this.state !== 'ready') return;
    const key = `${this.slug}/${this.mode}/${this.#deps.session.user?.id ?? ''}`;
    if (this.#launchKey === key && this.frame !== 'failed') return;
    this.#launchKey = key;
    this.frame = 'launching';
    this.launched = null;
    this.gameError = null;
    this.refusal = null;
    const result = await this.#deps.launchGame.execute({
      slug: this.slug,
      mode: this.mode,
      currency: this.#deps.session.user?.currency ?? null,
      locale: this.#deps.locale.locale,
      returnUrl: this.#deps.navigation.href(),
    });
    runInAction(() => {
      if (this.#launchKey !== key) return;
      if (result.ok) {
        this.launched = result.value;
        this.frame = 'loading';
        return;
      }
      this.refusal = saferPlayRefusal(result.error);
      if (this.refusal) this.frame = 'refused';
      else this.frame = unavailable(result.error) ? 'unavailable' : 'failed';
    });
  }

  /** The iframe has loaded the game's page. */
  frameLoaded(): void {
    if (this.frame === 'loading') this.frame = 'playing';
  }

  /** Listens to the game window; answers the function that stops listening (the page calls it on unmount). */
  connect(frame: unknown): () => void {
    const launched = this.launched;
    if (!launched) return () => undefined;
    return this.#deps.bridge.connect({ origin: launched.origin, frame }, (message) => this.receive(message));
  }

  receive(message: GameMessage): void {
    switch (message.type) {
      case 'balance':
        void this.#deps.loadProfile.execute();
        return;
      case 'deposit':
        this.#deps.modals.open('PayIn');
        return;
      case 'close':
        this.#deps.navigation.go(`/games/${this.category ?? 'slots'}`);
        return;
      case 'error':
        this.gameError = message.code;
        return;
    }
  }

  askToLogIn(): void {
    this.#deps.modals.open('Login');
  }

  retry(): Promise<void> {
    if (this.frame === 'failed') return this.launch();
    return this.catalogue.retry();
  }

  dispose(): void {
    this.catalogue.cancel();
    this.#launchKey = '';
  }
}
