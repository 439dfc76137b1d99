import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { TOP_VM, TopViewModel } from '../../pages/top/TopViewModel.ts';

/** The view models of the top page, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(TOP_VM, { content: TOKENS.ContentApi }, ({ content }) => new TopViewModel(content));
});
