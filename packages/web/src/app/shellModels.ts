import { bindings } from './binding.ts';
import { TOKENS } from '../di/tokens.ts';
import { SITE_LINKS_VM, SiteLinksViewModel } from '../layouts/footer/SiteLinksViewModel.ts';
import { ACCOUNT_VM, AccountViewModel } from '../layouts/header/AccountViewModel.ts';
import { AD_BONUS_VM, AdBonusViewModel } from '../layouts/adBonus/AdBonusViewModel.ts';

/**
 * The view models of the layouts. `'eachMount'` (the browser's): one per mount, which `useViewModel` starts and
 * disposes. `'perContainer'` (the parent the server's requests share): one per request however often its render asks,
 * made over that request's stores and never another's; a server render neither starts nor disposes a view model. The
 * fairness dialog's, which only the games' pages open, comes with their view models
 * (`pageModels/fairnessDialogModels.ts`).
 */
export const shellModels = (lifetime: 'eachMount' | 'perContainer') =>
  bindings((bind) => {
    const viewModel = lifetime === 'eachMount' ? bind.viewModel : bind.perContainer;
    viewModel(
      ACCOUNT_VM,
      {
        session: TOKENS.SessionStore,
        modals: TOKENS.ModalStore,
        logOut: TOKENS.LogOut,
        notifier: TOKENS.Notifier,
      },
      (deps) => new AccountViewModel(deps),
    );
    viewModel(
      SITE_LINKS_VM,
      { loadSiteSettings: TOKENS.LoadSiteSettings },
      (deps) => new SiteLinksViewModel(deps),
    );
    viewModel(
      AD_BONUS_VM,
      { cookies: TOKENS.CookieJar, session: TOKENS.SessionStore, modals: TOKENS.ModalStore },
      (deps) => new AdBonusViewModel(deps),
    );
  });
