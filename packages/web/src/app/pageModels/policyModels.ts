import { ContainerModule } from 'inversify';
import { POLICY_VM, PolicyViewModel } from '../../pages/policy/PolicyViewModel.ts';

/** The view models of the policy pages, transient: each page mount gets its own and releases it on unmount. */
export const models = new ContainerModule((options) => {
  options
    .bind(POLICY_VM)
    .toResolvedValue(() => new PolicyViewModel())
    .inTransientScope();
});
