import { createPlayUseCases, PLAY_USE_CASE_NAMES, type PlayUseCases } from '@casino/core';
import { bindFields, bindings } from './binding.ts';
import { token, withUseCaseTokens } from '../di/token.ts';
import { TOKENS } from '../di/tokens.ts';

const PLAY_USE_CASES = token<PlayUseCases>('PlayUseCases');

/**
 * The token each play or money use case is asked for by, derived from its name in the core's registry
 * (`createPlayUseCases`: `placeBet` is `PLAY_TOKENS.PlaceBet`), bound once a page that needs them is loaded.
 */
export const PLAY_TOKENS = withUseCaseTokens<PlayUseCases>()();

/**
 * The core's play and money use cases, wired once by the core's `createPlayUseCases`: a module the pages that play or
 * move money need (`needs` of their page models), so that neither they nor the game maths, the verifier and the
 * payout address checks under them are in the first load of the other pages (issue 15). Loaded once however many
 * pages need it: `placeBet` stays the app's one instance.
 */
export const playUseCases = bindings((bind) => {
  bind.service(
    PLAY_USE_CASES,
    {
      gamesApi: TOKENS.GamesApi,
      roundsApi: TOKENS.RoundsApi,
      moneyApi: TOKENS.MoneyApi,
      randomness: TOKENS.Randomness,
      session: TOKENS.SessionStore,
      clock: TOKENS.Clock,
      digests: TOKENS.Digests,
      loadProfile: TOKENS.LoadProfile,
      channel: TOKENS.LiveChannel,
      gameLaunchApi: TOKENS.GameLaunchApi,
    },
    (ports) => createPlayUseCases(ports),
  );
  bindFields(bind, PLAY_USE_CASES, PLAY_USE_CASE_NAMES);
});
