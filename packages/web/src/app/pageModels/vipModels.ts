import { ContainerModule } from 'inversify';
import type { ContentApi, ProfileApi } from '@casino/core';
import { TYPES } from '../tokens.ts';
import type { ModalOpener, Notifier, SessionView } from '../../pages/shared/pagePorts.ts';
import { VIP_CLUB_VM, VipClubViewModel } from '../../pages/vip/VipClubViewModel.ts';

/** The view models of the VIP club page, transient: each page mount gets its own and releases it on unmount. */
export const models = new ContainerModule((options) => {
  options
    .bind(VIP_CLUB_VM)
    .toResolvedValue(
      (
        content: ContentApi,
        profileApi: ProfileApi,
        session: SessionView,
        modals: ModalOpener,
        notifier: Notifier,
      ) => new VipClubViewModel({ content, profileApi, session, modals, notifier }),
      [TYPES.ContentApi, TYPES.ProfileApi, TYPES.SessionStore, TYPES.ModalStore, TYPES.Notifier],
    )
    .inTransientScope();
});
