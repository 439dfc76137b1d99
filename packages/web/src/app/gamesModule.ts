import { ContainerModule } from 'inversify';
import {
  ChangeClientSeed,
  LoadSeeds,
  PlaceBet,
  RotateSeeds,
  VerifyBet,
  type Clock,
  type Digests,
  type GamesApi,
  type Randomness,
} from '@casino/core';
import { TYPES } from './tokens.ts';
import type { SessionStore } from '../session/SessionStore.ts';

/** The use cases of the instant games and their provable fairness, one instance each (issue 14). */
export const gamesModule = new ContainerModule(({ bind }) => {
  // One instance: it remembers the newest bet whose balance it applied, so a late answer never rolls it back.
  bind(TYPES.PlaceBet).toResolvedValue(
    (gamesApi: GamesApi, randomness: Randomness, session: SessionStore, clock: Clock) =>
      new PlaceBet({ gamesApi, randomness, session, clock }),
    [TYPES.GamesApi, TYPES.Randomness, TYPES.SessionStore, TYPES.Clock],
  );
  bind(TYPES.LoadSeeds).toResolvedValue(
    (gamesApi: GamesApi) => new LoadSeeds({ gamesApi }),
    [TYPES.GamesApi],
  );
  bind(TYPES.RotateSeeds).toResolvedValue(
    (gamesApi: GamesApi, randomness: Randomness) => new RotateSeeds({ gamesApi, randomness }),
    [TYPES.GamesApi, TYPES.Randomness],
  );
  bind(TYPES.ChangeClientSeed).toResolvedValue(
    (gamesApi: GamesApi) => new ChangeClientSeed({ gamesApi }),
    [TYPES.GamesApi],
  );
  bind(TYPES.VerifyBet).toResolvedValue((digests: Digests) => new VerifyBet({ digests }), [TYPES.Digests]);
});
