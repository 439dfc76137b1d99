import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { WELCOME_PACK_VM, WelcomePackViewModel } from '../../pages/welcome-pack/WelcomePackViewModel.ts';

/** The view models of the welcome pack page, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(
    WELCOME_PACK_VM,
    { bonusApi: TOKENS.BonusApi, session: TOKENS.SessionStore, modals: TOKENS.ModalStore },
    ({ bonusApi, session, modals }) => new WelcomePackViewModel(bonusApi, session, modals),
  );
});
