import { makeAutoObservable } from 'mobx';
import type { ContentApi, GameCard, GameCategory } from '@casino/core';
import { Loadable, isEmptyList } from '../page/Loadable.ts';
import { token } from '../../di/token.ts';

export const GAME_CATALOGUE_VM = token<GameCatalogueViewModel>('GameCatalogueViewModel');

export const CATALOGUE_CATEGORIES: readonly GameCategory[] = ['originals', 'slots', 'live-casino'];

/** The whole lobby from ContentApi, by category: the games hub and the home page show it. */
export class GameCatalogueViewModel {
  readonly games = new Loadable<readonly GameCard[]>(isEmptyList);
  readonly #content: Pick<ContentApi, 'games'>;

  constructor(content: Pick<ContentApi, 'games'>) {
    this.#content = content;
    makeAutoObservable(this);
  }

  /** Categories with at least one game, in the lobby's order. */
  get sections(): readonly { readonly category: GameCategory; readonly games: readonly GameCard[] }[] {
    const games = this.games.value ?? [];
    return CATALOGUE_CATEGORIES.map((category) => ({
      category,
      games: games.filter((game) => game.category === category),
    })).filter((section) => section.games.length > 0);
  }

  load(): Promise<void> {
    return this.games.load(() => this.#content.games());
  }

  dispose(): void {
    this.games.cancel();
  }
}
