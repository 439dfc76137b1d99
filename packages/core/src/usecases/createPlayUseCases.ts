import { PlaceBet } from './PlaceBet.ts';
import { UseOwnClientSeed } from './UseOwnClientSeed.ts';
import { VerifyBet } from './VerifyBet.ts';
import { VerifyRound } from './VerifyRound.ts';
import { LaunchGame } from './LaunchGame.ts';
import { madeOnFirstUse, pick, useCaseNames, type DepsOf, type NeededOf, type UseCasesOf } from './wiring.ts';

/**
 * The registry of the use cases of play: the instant games' bets, the client seed's check, the verifier and the
 * provider games' launch, each named once here, by the field it is asked for by (the composition root derives its
 * token from that name: `placeBet` is `PLAY_TOKENS.PlaceBet`), and made once below by its factory. One instance each:
 * `placeBet` remembers the newest bet whose balance it applied, so a late answer never rolls it back;
 * `useOwnClientSeed` checks the player's client seed once a session, before the first bet, round or case (the rounds'
 * registry is given this one); the launch holds no state.
 */
const PLAY_USE_CASE_CLASSES = {
  placeBet: PlaceBet,
  useOwnClientSeed: UseOwnClientSeed,
  verifyBet: VerifyBet,
  verifyRound: VerifyRound,
  launchGame: LaunchGame,
};

/** The names of the play use cases: the composition root binds a token to each. */
export const PLAY_USE_CASE_NAMES = useCaseNames(PLAY_USE_CASE_CLASSES);

/**
 * The use cases of play, one instance each, made on first use. Apart from `createUseCases`'s so that the pages that
 * play bring them (and the game maths under them), and the first load of every other page does not (issue 15); the
 * rounds', the live games' and the money use cases are apart again (`createRoundUseCases`, `createLiveUseCases`,
 * `createMoneyUseCases`), so an instant game's page does without them (issue 35).
 */
export type PlayUseCases = UseCasesOf<typeof PLAY_USE_CASE_CLASSES>;

type Needed<K extends string> = NeededOf<DepsOf<typeof PLAY_USE_CASE_CLASSES>, K>;

/**
 * The ports the play use cases run on: the instant games, the verifier and the provider games' launch.
 */
export interface PlayUseCasePorts {
  /** The instant originals (issue 14). */
  readonly gamesApi: Needed<'gamesApi'>;
  /** Idempotency keys. */
  readonly randomness: Needed<'randomness'>;
  readonly session: Needed<'session'>;
  readonly clock: Needed<'clock'>;
  /** SHA-256 and HMAC-SHA256 for the fairness verifier. */
  readonly digests: Needed<'digests'>;
  /** Provider games' launch (issue 19). */
  readonly gameLaunchApi: Needed<'gameLaunchApi'>;
}

/** The play use cases wired over `ports`, once, for the composition root and the test worlds alike. */
export function createPlayUseCases(ports: PlayUseCasePorts): PlayUseCases {
  return madeOnFirstUse<PlayUseCasePorts, PlayUseCases>(ports, {
    useOwnClientSeed: (w) => new UseOwnClientSeed(pick(w, 'gamesApi', 'randomness', 'session')),
    placeBet: (w) => new PlaceBet(pick(w, 'gamesApi', 'randomness', 'session', 'clock', 'useOwnClientSeed')),
    verifyBet: (w) => new VerifyBet(pick(w, 'digests')),
    verifyRound: (w) => new VerifyRound(pick(w, 'digests')),
    launchGame: (w) => new LaunchGame(pick(w, 'gameLaunchApi', 'session', 'useOwnClientSeed')),
  });
}
