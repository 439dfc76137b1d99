import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import {
  PASSWORD_RESET_START_VM,
  PasswordResetStartViewModel,
} from '../../pages/password/PasswordResetStartViewModel.ts';
import {
  PASSWORD_RESET_FINISH_VM,
  PasswordResetFinishViewModel,
} from '../../pages/password/PasswordResetFinishViewModel.ts';

/** The view models of the password reset pages, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(
    PASSWORD_RESET_START_VM,
    {
      authApi: TOKENS.AuthApi,
      clock: TOKENS.Clock,
      notifier: TOKENS.Notifier,
      locale: TOKENS.LocaleStore,
      modals: TOKENS.ModalStore,
      captcha: TOKENS.Captcha,
    },
    (deps) => new PasswordResetStartViewModel(deps),
  );
  bind.viewModel(
    PASSWORD_RESET_FINISH_VM,
    { authApi: TOKENS.AuthApi, notifier: TOKENS.Notifier, modals: TOKENS.ModalStore },
    (deps) => new PasswordResetFinishViewModel(deps),
  );
});
