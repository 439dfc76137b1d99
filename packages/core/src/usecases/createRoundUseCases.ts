import { OpenCase } from './rounds/OpenCase.ts';
import { PlayRound } from './rounds/PlayRound.ts';
import { ResumeRound } from './rounds/ResumeRound.ts';
import { StartRound } from './rounds/StartRound.ts';
import type { UseOwnClientSeed } from './UseOwnClientSeed.ts';
import { madeOnFirstUse, pick, useCaseNames, type DepsOf, type NeededOf, type UseCasesOf } from './wiring.ts';

/**
 * The registry of the use cases of miner's and hilo's rounds and the cases, each named once by the field it is asked
 * for by (`startRound` is `ROUND_TOKENS.StartRound` in the composition root) and made once below by its factory.
 */
const ROUND_USE_CASE_CLASSES = {
  startRound: StartRound,
  playRound: PlayRound,
  resumeRound: ResumeRound,
  openCase: OpenCase,
};

/** The names of the rounds' use cases: the composition root binds a token to each. */
export const ROUND_USE_CASE_NAMES = useCaseNames(ROUND_USE_CASE_CLASSES);

/**
 * The rounds' use cases, one instance each, made on first use. Apart from the instant games' (`createPlayUseCases`)
 * so that a round's or a case's page brings them and the rounds' maths, and an instant game's page does not (issue
 * 35).
 */
export type RoundUseCases = UseCasesOf<typeof ROUND_USE_CASE_CLASSES>;

type Needed<K extends string> = NeededOf<DepsOf<typeof ROUND_USE_CASE_CLASSES>, K>;

/** The ports the rounds' use cases run on, and the play use case they share with the instant games. */
export interface RoundUseCasePorts {
  /** Miner and hilo rounds and the cases (issue 16). */
  readonly roundsApi: Needed<'roundsApi'>;
  /** Idempotency keys. */
  readonly randomness: Needed<'randomness'>;
  readonly session: Needed<'session'>;
  readonly clock: Needed<'clock'>;
  /** The play registry's one check of the player's client seed, before the first bet, round or case of a session. */
  readonly useOwnClientSeed: Pick<UseOwnClientSeed, 'ensure'>;
}

/** The rounds' use cases wired over `ports`, once, for the composition root and the test worlds alike. */
export function createRoundUseCases(ports: RoundUseCasePorts): RoundUseCases {
  return madeOnFirstUse<RoundUseCasePorts, RoundUseCases>(ports, {
    startRound: (w) =>
      new StartRound(pick(w, 'roundsApi', 'randomness', 'session', 'clock', 'useOwnClientSeed')),
    playRound: (w) => new PlayRound(pick(w, 'roundsApi', 'randomness', 'session', 'clock')),
    resumeRound: (w) => new ResumeRound(pick(w, 'roundsApi', 'session', 'clock')),
    openCase: (w) => new OpenCase(pick(w, 'roundsApi', 'randomness', 'session', 'clock', 'useOwnClientSeed')),
  });
}
