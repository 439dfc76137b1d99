import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { POLICY_VM, PolicyViewModel } from '../../pages/policy/PolicyViewModel.ts';

/** The view models of the policy pages, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(POLICY_VM, { operator: TOKENS.Operator }, (deps) => new PolicyViewModel(deps.operator));
});
