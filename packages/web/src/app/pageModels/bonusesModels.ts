import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { BONUSES_VM, BonusesViewModel } from '../../pages/bonuses/BonusesViewModel.ts';

/** The view models of the bonuses page, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(
    BONUSES_VM,
    {
      bonusApi: TOKENS.BonusApi,
      freeSpinsApi: TOKENS.FreeSpinsApi,
      content: TOKENS.ContentApi,
      clock: TOKENS.Clock,
      session: TOKENS.SessionStore,
      modals: TOKENS.ModalStore,
    },
    (deps) => new BonusesViewModel(deps),
  );
});
