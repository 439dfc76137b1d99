import { ContainerModule } from 'inversify';
import type { AuthApi, Clock, LogIn, QueryFlagModals } from '@casino/core';
import { TYPES } from '../tokens.ts';
import type { NotificationStore } from '../../components/notifications/NotificationStore.ts';
import type { LocaleStore } from '../../i18n/LocaleStore.ts';
import { LoginByEmailViewModel } from '../../modals/loginByEmail/LoginByEmailViewModel.ts';
import { MODAL_VM } from '../../modals/modalTokens.ts';
import type { ModalStore } from '../../modals/ModalStore.ts';

/** The view model of the email code-login modal: a fresh one each time it opens. */
export const models = new ContainerModule(({ bind }) => {
  bind(MODAL_VM.LoginByEmail)
    .toResolvedValue(
      (
        logIn: LogIn,
        authApi: AuthApi,
        modals: ModalStore,
        queryFlags: QueryFlagModals,
        notifier: NotificationStore,
        locales: LocaleStore,
        clock: Clock,
      ) => new LoginByEmailViewModel({ logIn, authApi, modals, queryFlags, notifier, locales, clock }),
      [
        TYPES.LogIn,
        TYPES.AuthApi,
        TYPES.ModalStore,
        TYPES.QueryFlagModals,
        TYPES.Notifier,
        TYPES.LocaleStore,
        TYPES.Clock,
      ],
    )
    .inTransientScope();
});
