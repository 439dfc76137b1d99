import { makeAutoObservable, runInAction } from 'mobx';
import type { GameLaunchApi } from '@casino/core';
import type { SessionView } from '../../components/page/pagePorts.ts';

export interface PlayerGameListsDeps {
  readonly api: Pick<GameLaunchApi, 'favourites' | 'setFavourite' | 'recent'>;
  readonly session: Pick<SessionView, 'isLoggedIn'>;
}

/**
 * A player's favourite games and the games they launched last, kept on the API so they follow the player to any
 * device (issue 19). A visitor has neither; a failed load leaves them empty rather than stopping the lobby.
 */
export class PlayerGameLists {
  favourites: ReadonlySet<string> = new Set();
  recent: readonly string[] = [];
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
    const [favourites, recent] = await Promise.all([this.#deps.api.favourites(), this.#deps.api.recent()]);
    runInAction(() => {
      if (favourites.ok) this.favourites = new Set(favourites.value);
      if (recent.ok) this.recent = recent.value.map((game) => game.slug);
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
