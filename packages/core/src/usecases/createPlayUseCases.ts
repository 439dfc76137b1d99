import { CancelWithdrawal, type CancelWithdrawalDeps } from './CancelWithdrawal.ts';
import { ExportHistory, type ExportHistoryDeps } from './ExportHistory.ts';
import { ListWithdrawals, type ListWithdrawalsDeps } from './ListWithdrawals.ts';
import { LoadHistory, type LoadHistoryDeps } from './LoadHistory.ts';
import { PlaceBet, type PlaceBetDeps } from './PlaceBet.ts';
import { RequestWithdrawal, type RequestWithdrawalDeps } from './RequestWithdrawal.ts';
import { UseOwnClientSeed, type UseOwnClientSeedDeps } from './UseOwnClientSeed.ts';
import { VerifyBet, type VerifyBetDeps } from './VerifyBet.ts';
import { VerifyRound } from './VerifyRound.ts';
import { OpenCase } from './rounds/OpenCase.ts';
import { PlayRound } from './rounds/PlayRound.ts';
import { ResumeRound } from './rounds/ResumeRound.ts';
import { StartRound, type RoundDeps } from './rounds/StartRound.ts';
import { madeOnFirstUse, pick, type NeededOf } from './wiring.ts';

type AnyDeps =
  | PlaceBetDeps
  | UseOwnClientSeedDeps
  | VerifyBetDeps
  | RoundDeps
  | RequestWithdrawalDeps
  | CancelWithdrawalDeps
  | ListWithdrawalsDeps
  | LoadHistoryDeps
  | ExportHistoryDeps;

type Needed<K extends string> = NeededOf<AnyDeps, K>;

/**
 * The ports the play and money use cases run on (the games, their rounds and the verifier, withdrawals and the money
 * history), and the one use case of `createUseCases` they call on: reading the profile again after a withdrawal.
 */
export interface PlayUseCasePorts {
  /** The instant originals (issue 14). */
  readonly gamesApi: Needed<'gamesApi'>;
  /** Miner and hilo rounds and the cases (issue 16). */
  readonly roundsApi: Needed<'roundsApi'>;
  /** Withdrawals and the money history (issue 18). */
  readonly moneyApi: Needed<'moneyApi'>;
  /** Idempotency keys. */
  readonly randomness: Needed<'randomness'>;
  readonly session: Needed<'session'>;
  readonly clock: Needed<'clock'>;
  /** SHA-256 and HMAC-SHA256 for the fairness verifier. */
  readonly digests: Needed<'digests'>;
  readonly loadProfile: Needed<'loadProfile'>;
}

/**
 * The use cases of play and money, one instance each, made on first use. Apart from `createUseCases`'s so that the
 * pages that play or move money bring them (and the game maths, the verifier and the payout address checks under
 * them), and the first load of every other page does not (issue 15).
 */
export interface PlayUseCases {
  /** One instance: it remembers the newest bet whose balance it applied, so a late answer never rolls it back. */
  readonly placeBet: PlaceBet;
  /** One instance: it checks the player's client seed once a session, before the first bet, round or case. */
  readonly useOwnClientSeed: UseOwnClientSeed;
  readonly verifyBet: VerifyBet;
  readonly startRound: StartRound;
  readonly playRound: PlayRound;
  readonly resumeRound: ResumeRound;
  readonly openCase: OpenCase;
  readonly verifyRound: VerifyRound;
  readonly requestWithdrawal: RequestWithdrawal;
  readonly cancelWithdrawal: CancelWithdrawal;
  readonly listWithdrawals: ListWithdrawals;
  readonly loadHistory: LoadHistory;
  readonly exportHistory: ExportHistory;
}

/** The play and money use cases wired over `ports`, once, for the composition root and the test worlds alike. */
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
    requestWithdrawal: (w) =>
      new RequestWithdrawal(pick(w, 'moneyApi', 'randomness', 'clock', 'loadProfile')),
    cancelWithdrawal: (w) => new CancelWithdrawal(pick(w, 'moneyApi', 'loadProfile')),
    listWithdrawals: (w) => new ListWithdrawals(pick(w, 'moneyApi')),
    loadHistory: (w) => new LoadHistory(pick(w, 'moneyApi')),
    exportHistory: (w) => new ExportHistory(pick(w, 'moneyApi')),
  });
}
