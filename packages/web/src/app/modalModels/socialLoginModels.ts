import { ContainerModule } from 'inversify';
import type { QueryFlagModals, SocialLogIn } from '@casino/core';
import { TYPES } from '../tokens.ts';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { LocaleStore } from '../../i18n/LocaleStore.ts';
import { SocialLoginViewModel } from '../../modals/auth/SocialLoginViewModel.ts';
import { MODAL_VM } from '../../modals/modalTokens.ts';
import type { ModalStore } from '../../modals/ModalStore.ts';

/** The social login buttons' view model, shared by the login and registration modals: fresh for each opening. */
export const models = new ContainerModule(({ bind }) => {
  bind(MODAL_VM.SocialLogin)
    .toResolvedValue(
      (
        socialLogIn: SocialLogIn,
        modals: ModalStore,
        queryFlags: QueryFlagModals,
        notifier: NotificationStore,
        locales: LocaleStore,
        window: Window,
      ) =>
        new SocialLoginViewModel({
          socialLogIn,
          modals,
          queryFlags,
          notifier,
          locales,
          origin: window.location.origin,
        }),
      [
        TYPES.SocialLogIn,
        TYPES.ModalStore,
        TYPES.QueryFlagModals,
        TYPES.Notifier,
        TYPES.LocaleStore,
        TYPES.Window,
      ],
    )
    .inTransientScope();
});
