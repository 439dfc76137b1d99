import { ContainerModule } from 'inversify';
import {
  ChangeClientSeed,
  LoadSeeds,
  RotateSeeds,
  VerifyBet,
  type Digests,
  type GamesApi,
  type Randomness,
} from '@casino/core';
import { TYPES } from './tokens.ts';

/** The use cases of provable fairness, one instance each (issue 14); PlaceBet is with the other use cases. */
export const gamesModule = new ContainerModule(({ bind }) => {
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
