import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { LoginViewModel } from '../../modals/login/LoginViewModel.ts';
import { MODAL_VM } from '../../modals/modalTokens.ts';
import { vipPageOf } from '../../modals/auth/vipJoin.ts';
import { LOGIN_FORM_DEPS } from './authFormDeps.ts';

/** The login modal's view model: a fresh one each time it opens. */
export const models = bindings((bind) => {
  bind.viewModel(
    MODAL_VM.Login,
    { ...LOGIN_FORM_DEPS, window: TOKENS.Window },
    ({ window, ...deps }) => new LoginViewModel({ ...deps, onVipPage: vipPageOf(window.location) }),
  );
});
