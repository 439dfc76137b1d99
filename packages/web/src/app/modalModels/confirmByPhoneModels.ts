import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { ConfirmByPhoneViewModel } from '../../modals/confirmByPhone/ConfirmByPhoneViewModel.ts';
import { MODAL_VM } from '../../modals/modalTokens.ts';
import { vipPageOf } from '../../modals/auth/vipJoin.ts';
import { LOGIN_FORM_DEPS } from './authFormDeps.ts';

/** The view model of the phone code-login modal: a fresh one each time it opens. */
export const models = bindings((bind) => {
  bind.viewModel(
    MODAL_VM.ConfirmByPhone,
    { ...LOGIN_FORM_DEPS, clock: TOKENS.Clock, window: TOKENS.Window },
    ({ window, ...deps }) => new ConfirmByPhoneViewModel({ ...deps, onVipPage: vipPageOf(window.location) }),
  );
});
