import type { DomainError, Locale, ModalName, User } from '@casino/core';

/**
 * What the page view models need from the app's live stores, narrowed to what they read or call. The shell's stores
 * (SessionStore, LocaleStore, ModalStore, NotificationStore) satisfy these.
 */
export interface SessionView {
  readonly isLoggedIn: boolean;
  readonly user: User | null;
  setUser(user: User | null): void;
}

export interface LocaleView {
  readonly locale: Locale;
}

export interface ModalOpener {
  open(name: ModalName): void;
  /** Opens a modal with what it needs to know (the Login modal reads `joinVip`). */
  openWith(name: ModalName, context: Readonly<Record<string, string>>): void;
}

export interface PageNotice {
  readonly kind: 'error' | 'success' | 'info';
  /** A namespaced key (`vip:join.success`); a bare key is read in the errors namespace. */
  readonly titleKey: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface Notifier {
  notify(notice: PageNotice): unknown;
  /** The failure as the error notification of §8. */
  notifyError(error: DomainError): unknown;
}
