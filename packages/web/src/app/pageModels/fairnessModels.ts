import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { VERIFIER_VM, VerifierViewModel } from '../../pages/fairness/VerifierViewModel.ts';
import {
  ROUND_VERIFIER_VM,
  RoundVerifierViewModel,
} from '../../pages/fairness/rounds/RoundVerifierViewModel.ts';
import { LIVE_VERIFIER_VM, LiveVerifierViewModel } from '../../pages/fairness/live/LiveVerifierViewModel.ts';
import { SLOT_VERIFIER_VM, SlotVerifierViewModel } from '../../pages/fairness/slot/SlotVerifierViewModel.ts';
import { PLAY_TOKENS, playUseCases } from '../playUseCasesModule.ts';
import { ROUND_TOKENS, roundUseCases } from '../roundUseCasesModule.ts';

/** The play use cases these view models are made with, and the cases' catalogue the round verifier reads. */
export const needs = [playUseCases, roundUseCases];

/** The verifier's view model, one per mount: it re-derives bets with the VerifyBet use case on Web Crypto, offline too. */
export const models = bindings((bind) => {
  bind.viewModel(
    VERIFIER_VM,
    { verifyBet: PLAY_TOKENS.VerifyBet },
    (deps) => new VerifierViewModel(deps.verifyBet),
  );
  bind.viewModel(
    ROUND_VERIFIER_VM,
    { verifyRound: PLAY_TOKENS.VerifyRound, openCase: ROUND_TOKENS.OpenCase },
    (deps) => new RoundVerifierViewModel(deps.verifyRound, deps.openCase),
  );
  bind.viewModel(
    LIVE_VERIFIER_VM,
    { digests: TOKENS.Digests },
    (deps) => new LiveVerifierViewModel(deps.digests),
  );
  bind.viewModel(
    SLOT_VERIFIER_VM,
    { digests: TOKENS.Digests },
    (deps) => new SlotVerifierViewModel(deps.digests),
  );
});
