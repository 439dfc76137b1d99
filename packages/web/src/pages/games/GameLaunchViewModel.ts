import { makeAutoObservable } from 'mobx';
import type { ContentApi, GameCard } from '@casino/core';
import { Loadable } from '../../components/page/Loadable.ts';
import type { ModalOpener, SessionView } from '../../components/page/pagePorts.ts';
import type { LaunchMode, ListCategory } from '../../components/games/gameRoutes.ts';
import { token } from '../../di/token.ts';

export const GAME_LAUNCH_VM = token<GameLaunchViewModel>('GameLaunchViewModel');

export type LaunchState = 'loading' | 'error' | 'notFound' | 'loginRequired' | 'noDemo' | 'ready';

export interface LaunchDeps {
  readonly content: Pick<ContentApi, 'games'>;
  readonly session: Pick<SessionView, 'isLoggedIn'>;
  readonly modals: Pick<ModalOpener, 'open'>;
}

/**
 * A slot or live table opened in demo (anyone) or for real money (logged-in players only: a visitor gets the Login
 * modal and a clear message, and the game appears once they have logged in).
 */
export class GameLaunchViewModel {
  readonly catalogue = new Loadable<readonly GameCard[]>();
  category: ListCategory | null = null;
  slug = '';
  mode: LaunchMode = 'demo';
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

  async open(category: ListCategory, slug: string, mode: LaunchMode): Promise<void> {
    const sameCategory = this.category === category && this.catalogue.status === 'ready';
    this.category = category;
    this.slug = slug;
    this.mode = mode;
    if (!sameCategory) await this.catalogue.load(() => this.#deps.content.games(category));
    if (this.state === 'loginRequired') this.askToLogIn();
  }

  askToLogIn(): void {
    this.#deps.modals.open('Login');
  }

  retry(): Promise<void> {
    return this.catalogue.retry();
  }

  dispose(): void {
    this.catalogue.cancel();
  }
}
