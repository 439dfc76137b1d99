import { PlaceBet } from './PlaceBet.ts';
import { UseOwnClientSeed } from './UseOwnClientSeed.ts';
import { VerifyBet } from './VerifyBet.ts';
import { VerifyRound } from './VerifyRound.ts';
import { OpenCase } from './rounds/OpenCase.ts';
import { PlayRound } from './rounds/PlayRound.ts';
import { ResumeRound } from './rounds/ResumeRound.ts';
import { StartRound } from './rounds/StartRound.ts';
import { CashOutCrash } from './live/CashOutCrash.ts';
import { JoinRoom } from './live/JoinRoom.ts';
import { PlaceCrashBet } from './live/PlaceCrashBet.ts';
import { LaunchGame } from './LaunchGame.ts';
import { madeOnFirstUse, pick, useCaseNames, type DepsOf, type NeededOf, type UseCasesOf } from './wiring.ts';

/**
 * The registry of the use cases of play: each named once here, by the field it is asked for by (the composition root
 * derives its token from that name: `placeBet` is `PLAY_TOKENS.PlaceBet`), and made once below by its factory. One
 * instance each: `placeBet` remembers the newest bet whose balance it applied, so a late answer never rolls it back;
 * `useOwnClientSeed` checks the player's client seed once a session, before the first bet, round or case; the live
 * games' and the launch's hold no state.
 */
const PLAY_USE_CASE_CLASSES = {
  placeBet: PlaceBet,
  useOwnClientSeed: UseOwnClientSeed,
  verifyBet: VerifyBet,
  startRound: StartRound,
  playRound: PlayRound,
  resumeRound: ResumeRound,
  openCase: OpenCase,
  verifyRound: VerifyRound,
  placeCrashBet: PlaceCrashBet,
  cashOutCrash: CashOutCrash,
  joinRoom: JoinRoom,
  launchGame: LaunchGame,
};

/** The names of the play use cases: the composition root binds a token to each. */
export const PLAY_USE_CASE_NAMES = useCaseNames(PLAY_USE_CASE_CLASSES);

/**
 * The use cases of play, one instance each, made on first use. Apart from `createUseCases`'s so that the pages that
 * play bring them (and the game maths under them), and the first load of every other page does not (issue 15); the
 * money use cases are apart again (`createMoneyUseCases`), so a game's page does without them (issue 35).
 */
export type PlayUseCases = UseCasesOf<typeof PLAY_USE_CASE_CLASSES>;

type Needed<K extends string> = NeededOf<DepsOf<typeof PLAY_USE_CASE_CLASSES>, K>;

/**
 * The ports the play use cases run on: the games, their rounds and the verifier, the live channel and the provider
 * games' launch.
 */
export interface PlayUseCasePorts {
  /** The instant originals (issue 14). */
  readonly gamesApi: Needed<'gamesApi'>;
  /** Miner and hilo rounds and the cases (issue 16). */
  readonly roundsApi: Needed<'roundsApi'>;
  /** Idempotency keys. */
  readonly randomness: Needed<'randomness'>;
  readonly session: Needed<'session'>;
  readonly clock: Needed<'clock'>;
  /** SHA-256 and HMAC-SHA256 for the fairness verifier. */
  readonly digests: Needed<'digests'>;
  /** Crash and the rooms in real time (issue 17). */
  readonly channel: Needed<'channel'>;
  /** Provider games' launch (issue 19). */
  readonly gameLaunchApi: Needed<'gameLaunchApi'>;
}

/** The play use cases wired over `ports`, once, for the composition root and the test worlds alike. */
export function createPlayUseCases(ports: PlayUseCasePorts): PlayUseCases {
  return madeOnFirstUse<PlayUseCasePorts, PlayUseCases>(ports, {
    useOwnClientSeed: (w) => new UseOwnClientSeed(pick(w, 'gamesApi', 'randomness', 'session')),
    placeBet: (w) => new PlaceBet(pick(w, 'gamesApi', 'randomness', 'session', 'clock', 'useOwnClientSeed')),
    verifyBet: (w) => new VerifyBet(pick(w, 'digests')),
    startRound: (w) =>
      new StartRound(pick(w, 'roundsApi', 'randomness', 'session', 'clock', 'useOwnClientSeed')),
    playRound: (w) => new PlayRound(pick(w, 'roundsApi', 'randomness', 'session', 'clock')),
    resumeRound: (w) => new ResumeRound(pick(w, 'roundsApi', 'session', 'clock')),
    openCase: (w) => new OpenCase(pick(w, 'roundsApi', 'randomness', 'session', 'clock', 'useOwnClientSeed')),
    verifyRound: (w) => new VerifyRound(pick(w, 'digests')),
    placeCrashBet: (w) => new PlaceCrashBet(pick(w, 'channel', 'session', 'clock', 'randomness')),
    cashOutCrash: (w) => new CashOutCrash(pick(w, 'channel', 'session', 'clock', 'randomness')),
    joinRoom: (w) => new JoinRoom(pick(w, 'channel', 'session', 'clock', 'randomness')),
    launchGame: (w) => new LaunchGame(pick(w, 'gameLaunchApi', 'session', 'useOwnClientSeed')),
  });
}
