import {
  createPlayUseCases,
  type CancelWithdrawal,
  type ExportHistory,
  type ListWithdrawals,
  type LoadHistory,
  type OpenCase,
  type PlaceBet,
  type PlayRound,
  type PlayUseCases,
  type RequestWithdrawal,
  type ResumeRound,
  type StartRound,
  type UseOwnClientSeed,
  type VerifyBet,
  type VerifyRound,
} from '@casino/core';
import { bindFields, bindings } from './binding.ts';
import { token, type TokensOf } from '../di/token.ts';
import { TOKENS } from '../di/tokens.ts';

const PLAY_USE_CASES = token<PlayUseCases>('PlayUseCases');

/** The token each play or money use case is asked for by, bound once a page that needs them is loaded. */
export const PLAY_TOKENS = {
  /** One bet of an instant original, settled by the API with the player's seed pair. */
  PlaceBet: token<PlaceBet>('PlaceBet'),
  /** Re-derives a bet's outcome from its seeds and shows every step (the verifier). */
  VerifyBet: token<VerifyBet>('VerifyBet'),
  /** Replaces the API's default client seed with one made in the browser, before the first bet of a session. */
  UseOwnClientSeed: token<UseOwnClientSeed>('UseOwnClientSeed'),
  StartRound: token<StartRound>('StartRound'),
  PlayRound: token<PlayRound>('PlayRound'),
  ResumeRound: token<ResumeRound>('ResumeRound'),
  OpenCase: token<OpenCase>('OpenCase'),
  VerifyRound: token<VerifyRound>('VerifyRound'),
  RequestWithdrawal: token<RequestWithdrawal>('RequestWithdrawal'),
  CancelWithdrawal: token<CancelWithdrawal>('CancelWithdrawal'),
  ListWithdrawals: token<ListWithdrawals>('ListWithdrawals'),
  LoadHistory: token<LoadHistory>('LoadHistory'),
  ExportHistory: token<ExportHistory>('ExportHistory'),
} as const;

const USE_CASES: TokensOf<PlayUseCases> = {
  placeBet: PLAY_TOKENS.PlaceBet,
  verifyBet: PLAY_TOKENS.VerifyBet,
  useOwnClientSeed: PLAY_TOKENS.UseOwnClientSeed,
  startRound: PLAY_TOKENS.StartRound,
  playRound: PLAY_TOKENS.PlayRound,
  resumeRound: PLAY_TOKENS.ResumeRound,
  openCase: PLAY_TOKENS.OpenCase,
  verifyRound: PLAY_TOKENS.VerifyRound,
  requestWithdrawal: PLAY_TOKENS.RequestWithdrawal,
  cancelWithdrawal: PLAY_TOKENS.CancelWithdrawal,
  listWithdrawals: PLAY_TOKENS.ListWithdrawals,
  loadHistory: PLAY_TOKENS.LoadHistory,
  exportHistory: PLAY_TOKENS.ExportHistory,
};

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
    },
    (ports) => createPlayUseCases(ports),
  );
  bindFields(bind, PLAY_USE_CASES, USE_CASES);
});
