import { action, computed, makeObservable, observable } from 'mobx';
import { Session, type CookieJar } from '@casino/core';

/**
 * The core's Session as live state any page can observe (§4): the same rules (the token cookie, the epoch, whether an
 * answer is still for this session), made observable so "logged in" and the balance re-render where they are shown.
 */
export class SessionStore extends Session {
  constructor(cookies: Pick<CookieJar, 'set' | 'remove'>) {
    super(cookies);
    makeObservable(this, {
      token: observable,
      user: observable,
      ssoLink: observable,
      epoch: observable,
      isLoggedIn: computed,
      setToken: action,
      setUser: action,
      setSsoLink: action,
      clear: action,
    });
  }
}
