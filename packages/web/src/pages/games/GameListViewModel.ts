import { makeAutoObservable } from 'mobx';
import type { ContentApi, GameCard } from '@casino/core';
import { Loadable, isEmptyList } from '../../components/page/Loadable.ts';
import type { ListCategory } from '../../components/games/gameRoutes.ts';
import { token } from '../../di/token.ts';
import type { PlayerGameLists } from '../../components/games/PlayerGameLists.ts';

export const GAME_LIST_VM = token<GameListViewModel>('GameListViewModel');

/** The provider filter's "every provider" and "my favourites" choices, beside the providers' own names. */
export const ALL_PROVIDERS = '';
export const FAVOURITES = '*favourites';

/**
 * Slots or live tables: the category's games with a search by title or provider, a provider filter, and for a player
 * their favourites and recently played games.
 */
export class GameListViewModel {
  readonly games = new Loadable<readonly GameCard[]>(isEmptyList);
  category: ListCategory | null = null;
  search = '';
  filter = ALL_PROVIDERS;
  readonly #content: Pick<ContentApi, 'games'>;
  readonly lists: PlayerGameLists | null;

  constructor(content: Pick<ContentApi, 'games'>, lists: PlayerGameLists | null = null) {
    this.#content = content;
    this.lists = lists;
    makeAutoObservable(this);
  }

  /** Every provider of the category, alphabetically. */
  get providers(): readonly string[] {
    const names = new Set((this.games.value ?? []).map((game) => game.provider));
    return [...names].sort((a, b) => a.localeCompare(b));
  }

  /** Each provider's logo, from the first of its games that names one. */
  get providerLogos(): ReadonlyMap<string, string> {
    const logos = new Map<string, string>();
    for (const game of this.games.value ?? [])
      if (game.providerLogo !== null && !logos.has(game.provider))
        logos.set(game.provider, game.providerLogo);
    return logos;
  }

  get visibleGames(): readonly GameCard[] {
    const needle = this.search.trim().toLocaleLowerCase();
    const lists = this.lists;
    return (this.games.value ?? []).filter((game) => {
      if (this.filter === FAVOURITES && !lists?.isFavourite(game.slug)) return false;
      if (this.filter !== FAVOURITES && this.filter !== ALL_PROVIDERS && game.provider !== this.filter)
        return false;
      return (
        !needle ||
        game.title.toLocaleLowerCase().includes(needle) ||
        game.provider.toLocaleLowerCase().includes(needle)
      );
    });
  }

  /** The category's games the player launched last, newest first. */
  get recentGames(): readonly GameCard[] {
    const games = this.games.value ?? [];
    return (this.lists?.recent ?? []).flatMap((slug) => games.filter((game) => game.slug === slug));
  }

  /** The category's games and the player's lists; resolves once both are in (a server's render waits for them). */
  async open(category: ListCategory): Promise<void> {
    const lists = this.lists?.load();
    if (this.category !== category || this.games.status === 'error') {
      this.category = category;
      this.search = '';
      this.filter = ALL_PROVIDERS;
      await Promise.all([lists, this.games.load(() => this.#content.games(category))]);
    } else {
      await lists;
    }
  }

  typeSearch(text: string): void {
    this.search = text;
  }

  chooseFilter(filter: string): void {
    this.filter = filter;
  }

  dispose(): void {
    this.games.cancel();
  }
}
