import { ContainerModule } from 'inversify';
import type { BonusApi } from '@casino/core';
import { TYPES } from '../tokens.ts';
import type { ModalOpener, SessionView } from '../../pages/shared/pagePorts.ts';
import { WELCOME_PACK_VM, WelcomePackViewModel } from '../../pages/welcome-pack/WelcomePackViewModel.ts';

/** The view models of the welcome pack page, transient: each page mount gets its own and releases it on unmount. */
export const models = new ContainerModule((options) => {
  options
    .bind(WELCOME_PACK_VM)
    .toResolvedValue(
      (bonusApi: BonusApi, session: SessionView, modals: ModalOpener) =>
        new WelcomePackViewModel(bonusApi, session, modals),
      [TYPES.BonusApi, TYPES.SessionStore, TYPES.ModalStore],
    )
    .inTransientScope();
});
