import { createPlayUseCases, PLAY_USE_CASE_NAMES, type PlayUseCases } from '@casino/core';
import { bindFields, bindings } from './binding.ts';
import { token, withUseCaseTokens } from '../di/token.ts';
import { TOKENS } from '../di/tokens.ts';

const PLAY_USE_CASES = token<PlayUseCases>('PlayUseCases');

/**
 * The token each play use case is asked for by, derived from its name in the core's registry
 * (`createPlayUseCases`: `placeBet` is `PLAY_TOKENS.PlaceBet`), bound once a page that needs them is loaded.
 */
export const PLAY_TOKENS = withUseCaseTokens<PlayUseCases>()();

/**
 * The core's play use cases, wired once by the core's `createPlayUseCases`: a module the pages that play need (`needs`
 * of their page models), so that neither they nor the game maths under them are in the first load of the other pages
 * (issue 15). Loaded once however many pages need it: `placeBet` stays the app's one instance. The rounds', the live
 * games' and the money use cases are modules of their own (`roundUseCasesModule.ts`, `liveUseCasesModule.ts`,
 * `moneyUseCasesModule.ts`).
 */
export const playUseCases = bindings((bind) => {
  bind.service(
    PLAY_USE_CASES,
    {
      gamesApi: TOKENS.GamesApi,
      randomness: TOKENS.Randomness,
      session: TOKENS.SessionStore,
      clock: TOKENS.Clock,
      digests: TOKENS.Digests,
      gameLaunchApi: TOKENS.GameLaunchApi,
    },
    (ports) => createPlayUseCases(ports),
  );
  bindFields(bind, PLAY_USE_CASES, PLAY_USE_CASE_NAMES);
});
