import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { MODAL_VM } from '../../modals/modalTokens.ts';
import { RegisterViewModel } from '../../modals/register/RegisterViewModel.ts';
import { AUTH_FORM_DEPS } from './authFormDeps.ts';

/** The registration modal's view model: a fresh one each time it opens, with the promo code the landing left. */
export const models = bindings((bind) => {
  bind.viewModel(
    MODAL_VM.Register,
    {
      ...AUTH_FORM_DEPS,
      register: TOKENS.Register,
      cookies: TOKENS.CookieJar,
      authApi: TOKENS.AuthApi,
      completeRegistration: TOKENS.CompleteRegistration,
      loadProfile: TOKENS.LoadProfile,
      clock: TOKENS.Clock,
      captcha: TOKENS.Captcha,
    },
    ({ cookies, ...deps }) => new RegisterViewModel({ ...deps, landingPromo: cookies.get('promo') }),
  );
});
