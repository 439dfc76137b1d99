import { bindings } from '../binding.ts';
import { TOKENS } from '../../di/tokens.ts';
import { VIP_CLUB_VM, VipClubViewModel } from '../../pages/vip/VipClubViewModel.ts';
import { vipProgress } from './vipProgressModule.ts';

/** The VIP level and cashback the page shows to a member. */
export const needs = [vipProgress];

/** The view models of the VIP club page, transient: each page mount gets its own and releases it on unmount. */
export const models = bindings((bind) => {
  bind.viewModel(
    VIP_CLUB_VM,
    {
      content: TOKENS.ContentApi,
      profileApi: TOKENS.ProfileApi,
      session: TOKENS.SessionStore,
      modals: TOKENS.ModalStore,
      notifier: TOKENS.Notifier,
    },
    (deps) => new VipClubViewModel(deps),
  );
});
