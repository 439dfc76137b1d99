import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { SocialLoginViewModel } from '../../modals/auth/SocialLoginViewModel.ts';
import { MODAL_VM } from '../../modals/modalTokens.ts';
import { vipPageOf } from '../../modals/auth/vipJoin.ts';
import { AUTH_FORM_DEPS } from './authFormDeps.ts';

/** The social login buttons' view model, shared by the login and registration modals: fresh for each opening. */
export const models = bindings((bind) => {
  bind.viewModel(
    MODAL_VM.SocialLogin,
    { ...AUTH_FORM_DEPS, socialLogIn: TOKENS.SocialLogIn, window: TOKENS.Window },
    ({ window, ...deps }) =>
      new SocialLoginViewModel({
        ...deps,
        origin: window.location.origin,
        onVipPage: vipPageOf(window.location),
      }),
  );
});
