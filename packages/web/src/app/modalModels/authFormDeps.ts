import { TOKENS } from '../../di/tokens.ts';

/** What every sign-in modal's view model is made from: the modal layer, the query flags, notices and the locale. */
export const AUTH_FORM_DEPS = {
  modals: TOKENS.ModalStore,
  queryFlags: TOKENS.QueryFlagModals,
  notifier: TOKENS.Notifier,
  locales: TOKENS.LocaleStore,
} as const;

/** The code and password logins also log in and ask the auth API for codes. */
export const LOGIN_FORM_DEPS = { ...AUTH_FORM_DEPS, logIn: TOKENS.LogIn, authApi: TOKENS.AuthApi } as const;
