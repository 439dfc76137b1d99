import type { DomainError } from '../domain/errors.ts';
import type { Result } from '../domain/result.ts';
import type { GamesApi, SeedState } from '../ports/GamesApi.ts';

export interface LoadSeedsDeps {
  readonly gamesApi: Pick<GamesApi, 'getSeeds'>;
}

/** The player's active seed pair (the commitment, client seed and next nonce) and the last revealed one (issue 14). */
export class LoadSeeds {
  readonly #deps: LoadSeedsDeps;

  constructor(deps: LoadSeedsDeps) {
    this.#deps = deps;
  }

  execute(): Promise<Result<SeedState, DomainError>> {
    return this.#deps.gamesApi.getSeeds();
  }
}
