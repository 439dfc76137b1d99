import { ContainerModule } from 'inversify';
import type { CookieJar, QueryFlagModals, Register } from '@casino/core';
import { TYPES } from '../tokens.ts';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { LocaleStore } from '../../i18n/LocaleStore.ts';
import { MODAL_VM } from '../../modals/modalTokens.ts';
import type { ModalStore } from '../../modals/ModalStore.ts';
import { RegisterViewModel } from '../../modals/register/RegisterViewModel.ts';

/** The registration modal's view model: a fresh one each time it opens, with the promo code the landing left. */
export const models = new ContainerModule(({ bind }) => {
  bind(MODAL_VM.Register)
    .toResolvedValue(
      (
        register: Register,
        modals: ModalStore,
        queryFlags: QueryFlagModals,
        notifier: NotificationStore,
        locales: LocaleStore,
        cookies: CookieJar,
      ) =>
        new RegisterViewModel({
          register,
          modals,
          queryFlags,
          notifier,
          locales,
          landingPromo: cookies.get('promo'),
        }),
      [
        TYPES.Register,
        TYPES.ModalStore,
        TYPES.QueryFlagModals,
        TYPES.Notifier,
        TYPES.LocaleStore,
        TYPES.CookieJar,
      ],
    )
    .inTransientScope();
});
