import { createRoundUseCases, ROUND_USE_CASE_NAMES, type RoundUseCases } from '@casino/core';
import { bindFields, bindings } from './binding.ts';
import { PLAY_TOKENS } from './playUseCasesModule.ts';
import { token, withUseCaseTokens } from '../di/token.ts';
import { TOKENS } from '../di/tokens.ts';

const ROUND_USE_CASES = token<RoundUseCases>('RoundUseCases');

/**
 * The token each of the rounds' use cases is asked for by, derived from its name in the core's registry
 * (`createRoundUseCases`: `startRound` is `ROUND_TOKENS.StartRound`), bound once a page that needs them is loaded.
 */
export const ROUND_TOKENS = withUseCaseTokens<RoundUseCases>()();

/**
 * The core's use cases of miner's and hilo's rounds and the cases, wired once by the core's `createRoundUseCases`
 * over the play module's one check of the client seed: the pages that need them list both modules in their `needs`,
 * so an instant game's page loads neither them nor the rounds' maths (issue 35).
 */
export const roundUseCases = bindings((bind) => {
  bind.service(
    ROUND_USE_CASES,
    {
      roundsApi: TOKENS.RoundsApi,
      randomness: TOKENS.Randomness,
      session: TOKENS.SessionStore,
      clock: TOKENS.Clock,
      useOwnClientSeed: PLAY_TOKENS.UseOwnClientSeed,
    },
    (ports) => createRoundUseCases(ports),
  );
  bindFields(bind, ROUND_USE_CASES, ROUND_USE_CASE_NAMES);
});
