import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { HOME_VM, HomeViewModel } from '../../pages/home/HomeViewModel.ts';

/** The view models of the home page, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(
    HOME_VM,
    {
      content: TOKENS.ContentApi,
      launchApi: TOKENS.GameLaunchApi,
      store: TOKENS.KeyValueStore,
      clock: TOKENS.Clock,
      session: TOKENS.SessionStore,
      locale: TOKENS.LocaleStore,
      modals: TOKENS.ModalStore,
    },
    (deps) => new HomeViewModel(deps),
  );
});
