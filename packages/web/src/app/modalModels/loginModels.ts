import { ContainerModule } from 'inversify';
import type { AuthApi, LogIn, QueryFlagModals } from '@casino/core';
import { TYPES } from '../tokens.ts';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { LocaleStore } from '../../i18n/LocaleStore.ts';
import { LoginViewModel } from '../../modals/login/LoginViewModel.ts';
import { MODAL_VM } from '../../modals/modalTokens.ts';
import type { ModalStore } from '../../modals/ModalStore.ts';

/** The login modal's view model: a fresh one each time it opens. */
export const models = new ContainerModule(({ bind }) => {
  bind(MODAL_VM.Login)
    .toResolvedValue(
      (
        logIn: LogIn,
        authApi: AuthApi,
        modals: ModalStore,
        queryFlags: QueryFlagModals,
        notifier: NotificationStore,
        locales: LocaleStore,
        window: Window,
      ) =>
        new LoginViewModel({
          logIn,
          authApi,
          modals,
          queryFlags,
          notifier,
          locales,
          onVipPage: () => window.location.pathname.endsWith('/vip-club'),
        }),
      [
        TYPES.LogIn,
        TYPES.AuthApi,
        TYPES.ModalStore,
        TYPES.QueryFlagModals,
        TYPES.Notifier,
        TYPES.LocaleStore,
        TYPES.Window,
      ],
    )
    .inTransientScope();
});
