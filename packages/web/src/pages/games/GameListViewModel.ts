import { makeAutoObservable } from 'mobx';
import type { ContentApi, GameCard } from '@casino/core';
import { Loadable, isEmptyList } from '../../components/page/Loadable.ts';
import type { ListCategory } from '../../components/games/gameRoutes.ts';
import { token } from '../../di/token.ts';

export const GAME_LIST_VM = token<GameListViewModel>('GameListViewModel');

/** Slots or live tables: the category's games with a search by title or provider. */
export class GameListViewModel {
  readonly games = new Loadable<readonly GameCard[]>(isEmptyList);
  category: ListCategory | null = null;
  search = '';
  readonly #content: Pick<ContentApi, 'games'>;

  constructor(content: Pick<ContentApi, 'games'>) {
    this.#content = content;
    makeAutoObservable(this);
  }

  get visibleGames(): readonly GameCard[] {
    const needle = this.search.trim().toLocaleLowerCase();
    const games = this.games.value ?? [];
    if (!needle) return games;
    return games.filter(
      (game) =>
        game.title.toLocaleLowerCase().includes(needle) || game.provider.toLocaleLowerCase().includes(needle),
    );
  }

  open(category: ListCategory): Promise<void> {
    if (this.category === category && this.games.status !== 'error') return Promise.resolve();
    this.category = category;
    this.search = '';
    return this.games.load(() => this.#content.games(category));
  }

  typeSearch(text: string): void {
    this.search = text;
  }

  dispose(): void {
    this.games.cancel();
  }
}
