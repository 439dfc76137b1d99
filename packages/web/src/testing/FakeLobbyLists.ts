import { err, ok, type GameLaunchApi, type RecentGame } from '@casino/core';

/**
 * One player's favourites and recently played, kept in memory as the API keeps them: favourites newest first, each
 * call counted; `failNext` refuses the next change.
 */
export class FakeLobbyLists implements Pick<GameLaunchApi, 'favourites' | 'setFavourite' | 'recent'> {
  favouriteSlugs: string[] = [];
  recentGames: RecentGame[] = [];
  calls = 0;
  #failNext = false;

  played(...slugs: string[]): this {
    this.recentGames = slugs.map((slug, index) => ({
      slug,
      playedAt: new Date(Date.UTC(2026, 2, 1, 12, 0, 0) - index * 60_000).toISOString(),
    }));
    return this;
  }

  favoured(...slugs: string[]): this {
    this.favouriteSlugs = slugs;
    return this;
  }

  failNext(): void {
    this.#failNext = true;
  }

  async favourites() {
    this.calls += 1;
    return ok([...this.favouriteSlugs]);
  }

  async recent() {
    this.calls += 1;
    return ok([...this.recentGames]);
  }

  async setFavourite(slug: string, favourite: boolean) {
    this.calls += 1;
    if (this.#failNext) {
      this.#failNext = false;
      return err({ kind: 'network', message: 'Network Error' } as const);
    }
    const others = this.favouriteSlugs.filter((one) => one !== slug);
    this.favouriteSlugs = favourite ? [slug, ...others] : others;
    return ok([...this.favouriteSlugs]);
  }
}
