import type { DomainError } from '../domain/errors.ts';
import { err, type Result } from '../domain/result.ts';
import type { ActiveSeedPair, RevealedSeedPair } from '../games/bet.ts';
import { isValidClientSeed } from '../games/seeds.ts';
import type { GamesApi } from '../ports/GamesApi.ts';
import type { Randomness } from '../ports/Randomness.ts';

export interface RotateSeedsDeps {
  readonly gamesApi: Pick<GamesApi, 'rotateSeeds'>;
  readonly randomness: Pick<Randomness, 'clientSeed'>;
}

export interface Rotation {
  readonly revealed: RevealedSeedPair;
  readonly current: ActiveSeedPair;
}

/**
 * Reveals the active pair's server seed, so every bet made with it can be verified, and starts a new pair at nonce 0
 * (issue 14). The new client seed is the player's, or a fresh random one made here, so the player, not the server,
 * supplies it.
 */
export class RotateSeeds {
  readonly #deps: RotateSeedsDeps;

  constructor(deps: RotateSeedsDeps) {
    this.#deps = deps;
  }

  async execute(nextClientSeed?: string): Promise<Result<Rotation, DomainError>> {
    const clientSeed = nextClientSeed ?? this.#deps.randomness.clientSeed();
    if (!isValidClientSeed(clientSeed))
      return err({ kind: 'validation', fields: { client_seed: ['invalid'] } });
    return this.#deps.gamesApi.rotateSeeds(clientSeed);
  }
}
