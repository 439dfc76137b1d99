import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { VIP_PROGRESS_VM, VipProgressModel } from '../../components/vip/VipProgressModel.ts';

/**
 * A member's VIP level and cashback (issue 34), shown by the VIP page and the profile: a module both pages need, bound
 * once however many of them are loaded.
 */
export const vipProgress = bindings((bind) => {
  bind.viewModel(
    VIP_PROGRESS_VM,
    { profileApi: TOKENS.ProfileApi, session: TOKENS.SessionStore },
    (deps) => new VipProgressModel(deps),
  );
});
