import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { GameCard } from '@casino/core';
import type { PlayerGameLists } from '../../components/games/PlayerGameLists.ts';
import type { FavouriteToggle } from '../../components/games/GameTile.tsx';

/** How many games a shelf shows: a row to swipe or scroll through, not a second lobby. */
export const SHELF_SIZE = 12;

export type ShelfKind = 'favourites' | 'recent';

export interface Shelf {
  readonly kind: ShelfKind;
  readonly games: readonly GameCard[];
}

/**
 * The home's shelves of a logged-in player (issue 36): their favourites, newest first, and the games they played
 * last, newest first, whichever list each came from (originals, slots and live tables alike), as the catalogue's
 * cards with their art. A shelf with no game is not shown, and a visitor has none, so their first screen is the same.
 */
export class PlayerShelves {
  readonly #catalogue: () => readonly GameCard[];
  readonly lists: PlayerGameLists;
  /**
   * Favourites toggled on the shelf itself during this view, at the place they had: the tile stays where it was (its
   * mark unpressed) until the shelves load again, so keyboard focus is not lost with it and a slip is one press to undo.
   */
  readonly #kept = observable.map<string, number>();

  constructor(catalogue: () => readonly GameCard[], lists: PlayerGameLists) {
    this.#catalogue = catalogue;
    this.lists = lists;
    makeAutoObservable(this);
  }

  get shelves(): readonly Shelf[] {
    if (!this.lists.available) return [];
    const bySlug = new Map(this.#catalogue().map((game) => [game.slug, game]));
    // The catalogue's cards of the list's slugs, in its order; a game the catalogue no longer lists is left out.
    const cards = (slugs: Iterable<string>) =>
      [...slugs].flatMap((slug) => bySlug.get(slug) ?? []).slice(0, SHELF_SIZE);
    const favourites = [...this.lists.favourites].filter((slug) => !this.#kept.has(slug));
    for (const [slug, at] of [...this.#kept].sort((a, b) => a[1] - b[1])) favourites.splice(at, 0, slug);
    const shelves: Shelf[] = [
      { kind: 'favourites', games: cards(favourites) },
      { kind: 'recent', games: cards(this.lists.recent) },
    ];
    return shelves.filter((shelf) => shelf.games.length > 0);
  }

  /** A logged-in player's favourite mark on any tile of the home page; none for a visitor. */
  favouriteOf(slug: string): FavouriteToggle | undefined {
    const lists = this.lists;
    if (!lists.available) return undefined;
    return {
      pressed: lists.isFavourite(slug),
      toggle: () => {
        this.#keep(slug);
        void lists.toggleFavourite(slug);
      },
    };
  }

  /** Holds a tile of the favourites shelf in its place once its mark is pressed there (see `#kept`). */
  #keep(slug: string): void {
    const at = this.shelves
      .find((shelf) => shelf.kind === 'favourites')
      ?.games.findIndex((g) => g.slug === slug);
    if (at === undefined || at < 0 || this.#kept.has(slug)) return;
    runInAction(() => this.#kept.set(slug, at));
  }

  load(): Promise<void> {
    runInAction(() => this.#kept.clear());
    return this.lists.load();
  }
}
