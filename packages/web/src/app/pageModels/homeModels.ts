import { ContainerModule } from 'inversify';
import type { Clock, ContentApi, KeyValueStore } from '@casino/core';
import { TYPES } from '../tokens.ts';
import type { LocaleView, ModalOpener, SessionView } from '../../pages/shared/pagePorts.ts';
import { HOME_VM, HomeViewModel } from '../../pages/home/HomeViewModel.ts';

/** The view models of the home page, transient: each page mount gets its own and releases it on unmount. */
export const models = new ContainerModule((options) => {
  options
    .bind(HOME_VM)
    .toResolvedValue(
      (
        content: ContentApi,
        store: KeyValueStore,
        clock: Clock,
        session: SessionView,
        locale: LocaleView,
        modals: ModalOpener,
      ) => new HomeViewModel({ content, store, clock, session, locale, modals }),
      [
        TYPES.ContentApi,
        TYPES.KeyValueStore,
        TYPES.Clock,
        TYPES.SessionStore,
        TYPES.LocaleStore,
        TYPES.ModalStore,
      ],
    )
    .inTransientScope();
});
