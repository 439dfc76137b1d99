import { ContainerModule } from 'inversify';
import type { AuthApi, Clock } from '@casino/core';
import { TYPES } from '../tokens.ts';
import type { LocaleView, ModalOpener, Notifier } from '../../pages/shared/pagePorts.ts';
import {
  PASSWORD_RESET_START_VM,
  PasswordResetStartViewModel,
} from '../../pages/password/PasswordResetStartViewModel.ts';
import {
  PASSWORD_RESET_FINISH_VM,
  PasswordResetFinishViewModel,
} from '../../pages/password/PasswordResetFinishViewModel.ts';

/** The view models of the password reset pages, transient: each page mount gets its own and releases it on unmount. */
export const models = new ContainerModule((options) => {
  options
    .bind(PASSWORD_RESET_START_VM)
    .toResolvedValue(
      (authApi: AuthApi, clock: Clock, notifier: Notifier, locale: LocaleView) =>
        new PasswordResetStartViewModel({ authApi, clock, notifier, locale }),
      [TYPES.AuthApi, TYPES.Clock, TYPES.Notifier, TYPES.LocaleStore],
    )
    .inTransientScope();
  options
    .bind(PASSWORD_RESET_FINISH_VM)
    .toResolvedValue(
      (authApi: AuthApi, notifier: Notifier, modals: ModalOpener) =>
        new PasswordResetFinishViewModel({ authApi, notifier, modals }),
      [TYPES.AuthApi, TYPES.Notifier, TYPES.ModalStore],
    )
    .inTransientScope();
});
