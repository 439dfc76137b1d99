import { createLiveUseCases, LIVE_USE_CASE_NAMES, type LiveUseCases } from '@casino/core';
import { bindFields, bindings } from './binding.ts';
import { token, withUseCaseTokens } from '../di/token.ts';
import { TOKENS } from '../di/tokens.ts';

const LIVE_USE_CASES = token<LiveUseCases>('LiveUseCases');

/**
 * The token each of the live games' use cases is asked for by, derived from its name in the core's registry
 * (`createLiveUseCases`: `placeCrashBet` is `LIVE_TOKENS.PlaceCrashBet`), bound once a page that needs them is loaded.
 */
export const LIVE_TOKENS = withUseCaseTokens<LiveUseCases>()();

/**
 * The core's use cases of crash and the rooms, wired once by the core's `createLiveUseCases`: a module the live games'
 * pages need, so an instant game's page loads neither them nor the live games' maths (issue 35).
 */
export const liveUseCases = bindings((bind) => {
  bind.service(
    LIVE_USE_CASES,
    {
      channel: TOKENS.LiveChannel,
      session: TOKENS.SessionStore,
      clock: TOKENS.Clock,
      randomness: TOKENS.Randomness,
    },
    (ports) => createLiveUseCases(ports),
  );
  bindFields(bind, LIVE_USE_CASES, LIVE_USE_CASE_NAMES);
});
