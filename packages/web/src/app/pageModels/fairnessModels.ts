import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { VERIFIER_VM, VerifierViewModel } from '../../pages/fairness/VerifierViewModel.ts';

/** The verifier's view model, one per mount: it re-derives bets with the VerifyBet use case on Web Crypto, offline too. */
export const models = bindings((bind) => {
  bind.viewModel(
    VERIFIER_VM,
    { verifyBet: TOKENS.VerifyBet },
    (deps) => new VerifierViewModel(deps.verifyBet),
  );
});
