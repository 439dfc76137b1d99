import { ContainerModule } from 'inversify';
import type { BonusApi, Clock, ContentApi, FreeSpinsApi } from '@casino/core';
import { TYPES } from '../tokens.ts';
import type { ModalOpener, SessionView } from '../../pages/shared/pagePorts.ts';
import { BONUSES_VM, BonusesViewModel } from '../../pages/bonuses/BonusesViewModel.ts';

/** The view models of the bonuses page, transient: each page mount gets its own and releases it on unmount. */
export const models = new ContainerModule((options) => {
  options
    .bind(BONUSES_VM)
    .toResolvedValue(
      (
        bonusApi: BonusApi,
        freeSpinsApi: FreeSpinsApi,
        content: ContentApi,
        clock: Clock,
        session: SessionView,
        modals: ModalOpener,
      ) => new BonusesViewModel({ bonusApi, freeSpinsApi, content, clock, session, modals }),
      [
        TYPES.BonusApi,
        TYPES.FreeSpinsApi,
        TYPES.ContentApi,
        TYPES.Clock,
        TYPES.SessionStore,
        TYPES.ModalStore,
      ],
    )
    .inTransientScope();
});
