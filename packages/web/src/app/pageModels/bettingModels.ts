import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { BETTING_VM, BettingViewModel } from '../../pages/betting/BettingViewModel.ts';

/** The view models of the betting page, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(
    BETTING_VM,
    { content: TOKENS.ContentApi, locale: TOKENS.LocaleStore },
    ({ content, locale }) => new BettingViewModel(content, locale),
  );
});
