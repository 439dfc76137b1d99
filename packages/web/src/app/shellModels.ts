import { ContainerModule } from 'inversify';
import type {
  ChangeClientSeed,
  LoadSeeds,
  LoadSiteSettings,
  LogOut,
  Randomness,
  RotateSeeds,
} from '@casino/core';
import { TYPES } from './tokens.ts';
import { FAIRNESS_VM, FairnessViewModel } from '../components/fairness/FairnessViewModel.ts';
import type { NotificationStore } from '../components/notifications/NotificationStore.ts';
import { SITE_LINKS_VM, SiteLinksViewModel } from '../layouts/footer/SiteLinksViewModel.ts';
import { ACCOUNT_VM, AccountViewModel } from '../layouts/header/AccountViewModel.ts';
import type { ModalStore } from '../modals/ModalStore.ts';
import type { SessionStore } from '../session/SessionStore.ts';

/** The view models of the layouts and of the widgets every game page shares: one per mount. */
export const shellModels = new ContainerModule(({ bind }) => {
  bind(ACCOUNT_VM)
    .toResolvedValue(
      (session: SessionStore, modals: ModalStore, logOut: LogOut, notifier: NotificationStore) =>
        new AccountViewModel({ session, modals, logOut, notifier }),
      [TYPES.SessionStore, TYPES.ModalStore, TYPES.LogOut, TYPES.Notifier],
    )
    .inTransientScope();
  bind(SITE_LINKS_VM)
    .toResolvedValue(
      (loadSiteSettings: LoadSiteSettings) => new SiteLinksViewModel({ loadSiteSettings }),
      [TYPES.LoadSiteSettings],
    )
    .inTransientScope();
  bind(FAIRNESS_VM)
    .toResolvedValue(
      (
        loadSeeds: LoadSeeds,
        changeClientSeed: ChangeClientSeed,
        rotateSeeds: RotateSeeds,
        randomness: Randomness,
        session: SessionStore,
        notifier: NotificationStore,
      ) => new FairnessViewModel({ loadSeeds, changeClientSeed, rotateSeeds, randomness, session, notifier }),
      [
        TYPES.LoadSeeds,
        TYPES.ChangeClientSeed,
        TYPES.RotateSeeds,
        TYPES.Randomness,
        TYPES.SessionStore,
        TYPES.Notifier,
      ],
    )
    .inTransientScope();
});
