import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { MODAL_VM } from '../../modals/modalTokens.ts';
import { VerificationViewModel } from '../../modals/verification/VerificationViewModel.ts';

/** The view model of the Verification dialog: a fresh one each time it opens. */
export const models = bindings((bind) => {
  bind.viewModel(
    MODAL_VM.Verification,
    { profileApi: TOKENS.ProfileApi, loadProfile: TOKENS.LoadProfile },
    (deps) => new VerificationViewModel(deps),
  );
});
