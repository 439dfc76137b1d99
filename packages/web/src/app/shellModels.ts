import { bindings } from './binding.ts';
import { TOKENS } from '../di/tokens.ts';
import { SITE_LINKS_VM, SiteLinksViewModel } from '../layouts/footer/SiteLinksViewModel.ts';
import { ACCOUNT_VM, AccountViewModel } from '../layouts/header/AccountViewModel.ts';
import { AD_BONUS_VM, AdBonusViewModel } from '../layouts/adBonus/AdBonusViewModel.ts';

/**
 * The view models of the layouts: one per mount. The fairness dialog's, which only the games' pages open, comes with
 * their view models (`pageModels/fairnessDialogModels.ts`).
 */
export const shellModels = bindings((bind) => {
  bind.viewModel(
    ACCOUNT_VM,
    {
      session: TOKENS.SessionStore,
      modals: TOKENS.ModalStore,
      logOut: TOKENS.LogOut,
      notifier: TOKENS.Notifier,
    },
    (deps) => new AccountViewModel(deps),
  );
  bind.viewModel(
    SITE_LINKS_VM,
    { loadSiteSettings: TOKENS.LoadSiteSettings },
    (deps) => new SiteLinksViewModel(deps),
  );
  bind.viewModel(
    AD_BONUS_VM,
    { cookies: TOKENS.CookieJar, session: TOKENS.SessionStore, modals: TOKENS.ModalStore },
    (deps) => new AdBonusViewModel(deps),
  );
});
