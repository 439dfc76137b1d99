import type { GamesApi } from '../ports/GamesApi.ts';
import type { Randomness } from '../ports/Randomness.ts';
import type { SessionState } from '../ports/SessionState.ts';

export interface UseOwnClientSeedDeps {
  readonly gamesApi: Pick<GamesApi, 'getSeeds' | 'changeClientSeed'>;
  /** The browser's CSPRNG (Web Crypto) in the app. */
  readonly randomness: Pick<Randomness, 'clientSeed'>;
  readonly session: Pick<SessionState, 'epoch' | 'isLoggedIn'>;
}

/**
 * The player's client seed is made on the player's side (docs/fairness.md "The seed pair"): before the first bet or
 * round of a session, when the active pair still has the API's default client seed, a fresh one made here replaces
 * it. Checked once a session; a failed check is tried again before the next bet. It never blocks a bet: the bet's
 * own call says what went wrong, and a bet made with the default seed is as verifiable as any other.
 */
export class UseOwnClientSeed {
  readonly #deps: UseOwnClientSeedDeps;
  #checked: { readonly epoch: number; readonly done: Promise<void> } | null = null;

  constructor(deps: UseOwnClientSeedDeps) {
    this.#deps = deps;
  }

  ensure(): Promise<void> {
    const { session } = this.#deps;
    if (!session.isLoggedIn) return Promise.resolve();
    if (this.#checked?.epoch === session.epoch) return this.#checked.done;
    const checked = { epoch: session.epoch, done: this.#replaceDefault(session.epoch) };
    this.#checked = checked;
    return checked.done;
  }

  async #replaceDefault(epoch: number): Promise<void> {
    const { gamesApi, randomness } = this.#deps;
    const seeds = await gamesApi.getSeeds();
    if (!seeds.ok) return this.#again(epoch);
    if (seeds.value.current.clientSeedByPlayer) return;
    const changed = await gamesApi.changeClientSeed(randomness.clientSeed());
    if (!changed.ok) this.#again(epoch);
  }

  #again(epoch: number): void {
    if (this.#checked?.epoch === epoch) this.#checked = null;
  }
}
