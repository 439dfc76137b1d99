import { bindings } from '../binding.ts';
import { POLICY_VM, PolicyViewModel } from '../../pages/policy/PolicyViewModel.ts';

/** The view models of the policy pages, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(POLICY_VM, {}, () => new PolicyViewModel());
});
