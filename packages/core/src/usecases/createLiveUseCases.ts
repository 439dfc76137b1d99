import { CashOutCrash } from './live/CashOutCrash.ts';
import { JoinRoom } from './live/JoinRoom.ts';
import { PlaceCrashBet } from './live/PlaceCrashBet.ts';
import { madeOnFirstUse, pick, useCaseNames, type DepsOf, type NeededOf, type UseCasesOf } from './wiring.ts';

/**
 * The registry of the use cases of the live games, crash and the rooms, each named once by the field it is asked for
 * by (`placeCrashBet` is `LIVE_TOKENS.PlaceCrashBet` in the composition root) and made once below by its factory.
 * They hold no state.
 */
const LIVE_USE_CASE_CLASSES = {
  placeCrashBet: PlaceCrashBet,
  cashOutCrash: CashOutCrash,
  joinRoom: JoinRoom,
};

/** The names of the live games' use cases: the composition root binds a token to each. */
export const LIVE_USE_CASE_NAMES = useCaseNames(LIVE_USE_CASE_CLASSES);

/**
 * The live games' use cases, one instance each, made on first use. Apart from the instant games'
 * (`createPlayUseCases`) so that crash's and the rooms' pages bring them and the live games' maths, and an instant
 * game's page does not (issue 35).
 */
export type LiveUseCases = UseCasesOf<typeof LIVE_USE_CASE_CLASSES>;

type Needed<K extends string> = NeededOf<DepsOf<typeof LIVE_USE_CASE_CLASSES>, K>;

/** The ports the live games' use cases run on. */
export interface LiveUseCasePorts {
  /** Crash and the rooms in real time (issue 17). */
  readonly channel: Needed<'channel'>;
  readonly session: Needed<'session'>;
  readonly clock: Needed<'clock'>;
  /** Idempotency keys. */
  readonly randomness: Needed<'randomness'>;
}

/** The live games' use cases wired over `ports`, once, for the composition root and the test worlds alike. */
export function createLiveUseCases(ports: LiveUseCasePorts): LiveUseCases {
  return madeOnFirstUse<LiveUseCasePorts, LiveUseCases>(ports, {
    placeCrashBet: (w) => new PlaceCrashBet(pick(w, 'channel', 'session', 'clock', 'randomness')),
    cashOutCrash: (w) => new CashOutCrash(pick(w, 'channel', 'session', 'clock', 'randomness')),
    joinRoom: (w) => new JoinRoom(pick(w, 'channel', 'session', 'clock', 'randomness')),
  });
}
