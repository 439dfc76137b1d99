import type { DomainError } from '../domain/errors.ts';
import { err, type Result } from '../domain/result.ts';
import type { ActiveSeedPair } from '../games/bet.ts';
import { isValidClientSeed } from '../games/seeds.ts';
import type { GamesApi } from '../ports/GamesApi.ts';

export interface ChangeClientSeedDeps {
  readonly gamesApi: Pick<GamesApi, 'changeClientSeed'>;
}

/** The player's own contribution to every next outcome; the nonce goes on counting (docs/contract.md, "Seed pair"). */
export class ChangeClientSeed {
  readonly #deps: ChangeClientSeedDeps;

  constructor(deps: ChangeClientSeedDeps) {
    this.#deps = deps;
  }

  /** A seed the contract refuses (1 to 64 of A-Z a-z 0-9 _ -) is the API's own refusal, without a call. */
  async execute(clientSeed: string): Promise<Result<ActiveSeedPair, DomainError>> {
    if (!isValidClientSeed(clientSeed))
      return err({ kind: 'validation', fields: { client_seed: ['invalid'] } });
    return this.#deps.gamesApi.changeClientSeed(clientSeed);
  }
}
