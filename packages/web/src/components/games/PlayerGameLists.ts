import { makeAutoObservable, runInAction } from 'mobx';
import { activeFreeSpins, type Clock, type FreeSpinsApi, type GameLaunchApi } from '@casino/core';
import type { SessionView } from '../page/pagePorts.ts';

export interface PlayerGameListsDeps {
  readonly api: Pick<GameLaunchApi, 'favourites' | 'setFavourite' | 'recent'>;
  readonly session: Pick<SessionView, 'isLoggedIn'>;
  /** The cards' free spins; a list that shows none (the home's shelves) leaves them out and asks for none. */
  readonly freeSpinsApi?: Pick<FreeSpinsApi, 'list'>;
  readonly clock: Pick<Clock, 'now'>;
}

/**
 * A player's favourite games and the games they played last, kept on the API so they follow the player to any
 * device (issue 19), and their active free spins by game id for the cards. A visitor has none of them; a failed load
 * leaves them empty rather than stopping the lobby.
 */
export class PlayerGameLists {
  favourites: ReadonlySet<string> = new Set();
  recent: readonly string[] = [];
  /** Active free spins (§4: expiration_at in the future) by game id. */
  freeSpins: ReadonlyMap<string, number> = new Map();
  readonly #deps: PlayerGameListsDeps;

  constructor(deps: PlayerGameListsDeps) {
    this.#deps = deps;
    makeAutoObservable(this);
  }

  get available(): boolean {
    return this.#deps.session.isLoggedIn;
  }

  async load(): Promise<void> {
    if (!this.available) return;
    const [favourites, recent, spins] = await Promise.all([
      this.#deps.api.favourites(),
      this.#deps.api.recent(),
      this.#deps.freeSpinsApi?.list(),
    ]);
    runInAction(() => {
      if (favourites.ok) this.favourites = new Set(favourites.value);
      if (recent.ok) this.recent = recent.value.map((game) => game.slug);
      if (spins?.ok) {
        const byGame = new Map<string, number>();
        for (const spin of activeFreeSpins(spins.value, this.#deps.clock.now())) {
          byGame.set(spin.gameId, (byGame.get(spin.gameId) ?? 0) + spin.count);
        }
        this.freeSpins = byGame;
      }
    });
  }

  isFavourite(slug: string): boolean {
    return this.favourites.has(slug);
  }

  /** Shown at once; the API's answer (the whole list) then stands, or the old list comes back on a failure. */
  async toggleFavourite(slug: string): Promise<void> {
    if (!this.available) return;
    const before = this.favourites;
    const next = new Set(before);
    const favourite = !next.has(slug);
    if (favourite) next.add(slug);
    else next.delete(slug);
    this.favourites = next;
    const answer = await this.#deps.api.setFavourite(slug, favourite);
    runInAction(() => {
      this.favourites = answer.ok ? new Set(answer.value) : before;
    });
  }
}
