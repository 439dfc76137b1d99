import { ContainerModule } from 'inversify';
import {
  safeUrl,
  type AuthApi,
  type BillingApi,
  type Clock,
  type CookieJar,
  type InvoiceTracker,
  type LogIn,
  type QueryFlagModals,
  type Register,
  type SocialLogIn,
  type StartDeposit,
} from '@casino/core';
import type { AppConfig } from './appConfig.ts';
import type { SessionStore } from '../session/SessionStore.ts';
import { ConfirmByPhoneViewModel } from '../modals/confirmByPhone/ConfirmByPhoneViewModel.ts';
import { LoginByEmailViewModel } from '../modals/loginByEmail/LoginByEmailViewModel.ts';
import { PayInViewModel } from '../modals/payIn/PayInViewModel.ts';
import { RegisterViewModel } from '../modals/register/RegisterViewModel.ts';
import { TYPES } from './tokens.ts';
import type { NotificationStore } from '../components/notifications/NotificationStore.ts';
import type { LocaleStore } from '../i18n/LocaleStore.ts';
import { MODAL_VM } from '../modals/modalTokens.ts';
import type { ModalStore } from '../modals/ModalStore.ts';
import { LoginViewModel } from '../modals/login/LoginViewModel.ts';
import { SocialLoginViewModel } from '../modals/auth/SocialLoginViewModel.ts';

/** The modals' view models: a fresh one each time a modal opens. */
export function modalModels(window: Window) {
  return new ContainerModule(({ bind }) => {
    bind(MODAL_VM.Login)
      .toResolvedValue(
        (
          logIn: LogIn,
          authApi: AuthApi,
          modals: ModalStore,
          queryFlags: QueryFlagModals,
          notifier: NotificationStore,
          locales: LocaleStore,
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
        ],
      )
      .inTransientScope();

    bind(MODAL_VM.SocialLogin)
      .toResolvedValue(
        (
          socialLogIn: SocialLogIn,
          modals: ModalStore,
          queryFlags: QueryFlagModals,
          notifier: NotificationStore,
          locales: LocaleStore,
        ) =>
          new SocialLoginViewModel({
            socialLogIn,
            modals,
            queryFlags,
            notifier,
            locales,
            origin: window.location.origin,
          }),
        [TYPES.SocialLogIn, TYPES.ModalStore, TYPES.QueryFlagModals, TYPES.Notifier, TYPES.LocaleStore],
      )
      .inTransientScope();

    const codeLogin = (): [symbol, symbol, symbol, symbol, symbol, symbol, symbol] => [
      TYPES.LogIn,
      TYPES.AuthApi,
      TYPES.ModalStore,
      TYPES.QueryFlagModals,
      TYPES.Notifier,
      TYPES.LocaleStore,
      TYPES.Clock,
    ];
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
        codeLogin(),
      )
      .inTransientScope();
    bind(MODAL_VM.ConfirmByPhone)
      .toResolvedValue(
        (
          logIn: LogIn,
          authApi: AuthApi,
          modals: ModalStore,
          queryFlags: QueryFlagModals,
          notifier: NotificationStore,
          locales: LocaleStore,
          clock: Clock,
        ) => new ConfirmByPhoneViewModel({ logIn, authApi, modals, queryFlags, notifier, locales, clock }),
        codeLogin(),
      )
      .inTransientScope();

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

    bind(MODAL_VM.PayIn)
      .toResolvedValue(
        (
          billingApi: BillingApi,
          startDeposit: StartDeposit,
          invoiceTracker: InvoiceTracker,
          session: SessionStore,
          modals: ModalStore,
          notifier: NotificationStore,
          config: AppConfig,
        ) =>
          new PayInViewModel({
            billingApi,
            startDeposit,
            invoiceTracker,
            session,
            modals,
            notifier,
            safePayUrl: (url) => (url === null ? null : safeUrl(url, config.urlPolicy)),
          }),
        [
          TYPES.BillingApi,
          TYPES.StartDeposit,
          TYPES.InvoiceTracker,
          TYPES.SessionStore,
          TYPES.ModalStore,
          TYPES.Notifier,
          TYPES.AppConfig,
        ],
      )
      .inTransientScope();
  });
}
