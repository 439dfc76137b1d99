import { makeAutoObservable } from 'mobx';
import type { DomainError, Locale, ModalName, User } from '@casino/core';
import type { LocaleView, ModalOpener, Notifier, PageNotice, SessionView } from '../shared/pagePorts.ts';

/** The live stores a page reads, observable like the app's own. */
export class FakeSession implements SessionView {
  user: User | null = null;
  /** Bumped by the app on every login or logout; PlaceBet drops answers of an older session. */
  epoch = 0;

  constructor(user: User | null = null) {
    this.user = user;
    makeAutoObservable(this);
  }

  get isLoggedIn(): boolean {
    return this.user !== null;
  }

  setUser(user: User | null): void {
    this.user = user;
  }
}

export class FakeLocale implements LocaleView {
  constructor(public locale: Locale = 'ru') {
    makeAutoObservable(this);
  }

  setLocale(locale: Locale): void {
    this.locale = locale;
  }
}

export class FakeModalOpener implements ModalOpener {
  readonly opened: { readonly name: ModalName; readonly context: Readonly<Record<string, string>> }[] = [];

  open(name: ModalName): void {
    this.opened.push({ name, context: {} });
  }

  openWith(name: ModalName, context: Readonly<Record<string, string>>): void {
    this.opened.push({ name, context });
  }

  names(): ModalName[] {
    return this.opened.map(({ name }) => name);
  }
}

export class FakeNotifier implements Notifier {
  readonly notices: PageNotice[] = [];
  readonly errors: DomainError[] = [];

  notify(notice: PageNotice): void {
    this.notices.push(notice);
  }

  notifyError(error: DomainError): void {
    this.errors.push(error);
  }
}
