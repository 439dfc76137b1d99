import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { LoginByEmailViewModel } from '../../modals/loginByEmail/LoginByEmailViewModel.ts';
import { MODAL_VM } from '../../modals/modalTokens.ts';
import { vipPageOf } from '../../modals/auth/vipJoin.ts';
import { LOGIN_FORM_DEPS } from './authFormDeps.ts';

/** The view model of the email code-login modal: a fresh one each time it opens. */
export const models = bindings((bind) => {
  bind.viewModel(
    MODAL_VM.LoginByEmail,
    { ...LOGIN_FORM_DEPS, clock: TOKENS.Clock, window: TOKENS.Window },
    ({ window, ...deps }) => new LoginByEmailViewModel({ ...deps, onVipPage: vipPageOf(window.location) }),
  );
});
