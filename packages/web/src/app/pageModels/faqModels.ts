import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { FAQ_VM, FaqViewModel } from '../../pages/faq/FaqViewModel.ts';

/** The view models of the FAQ page, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(
    FAQ_VM,
    { content: TOKENS.ContentApi, locale: TOKENS.LocaleStore },
    ({ content, locale }) => new FaqViewModel(content, locale),
  );
});
