import { makeAutoObservable } from 'mobx';
import type { AuthApi, Captcha, Clock, LoadProfile, User } from '@casino/core';
import type { Notifier, SessionView } from '../../../components/page/pagePorts.ts';
import { CodeVerification } from '../../../modals/auth/CodeVerification.ts';
import { SetPasswordForm } from './SetPasswordForm.ts';
import { token } from '../../../di/token.ts';

export const PROFILE_ACCESS_VM = token<ProfileAccessViewModel>('ProfileAccessViewModel');

export interface ProfileAccessDeps {
  readonly session: Pick<SessionView, 'user'>;
  readonly authApi: Pick<
    AuthApi,
    'resendEmailVerification' | 'verifyEmailCode' | 'resendPhoneCode' | 'verifyPhoneCode' | 'setPassword'
  >;
  readonly loadProfile: Pick<LoadProfile, 'execute'>;
  readonly notifier: Notifier;
  readonly clock: Pick<Clock, 'setInterval'>;
  /** The captcha a code check carries past the account's wrong guesses of the day. */
  readonly captcha?: Pick<Captcha, 'token'>;
}

/** Access and security: verify email and phone with a code, and set a password when the account has none. */
export class ProfileAccessViewModel {
  readonly email: CodeVerification;
  readonly phone: CodeVerification;
  readonly setPassword: SetPasswordForm;
  readonly #session: Pick<SessionView, 'user'>;

  constructor(deps: ProfileAccessDeps) {
    const { authApi, notifier, clock } = deps;
    const reload = () => deps.loadProfile.execute();
    this.#session = deps.session;
    this.email = new CodeVerification({
      send: () => authApi.resendEmailVerification(this.user?.email ?? ''),
      verify: (code, captcha) => authApi.verifyEmailCode(code, captcha),
      captcha: deps.captcha,
      clock,
      notifier,
      sentKey: 'profile:access.codeSent',
      verifiedKey: 'profile:access.email.verified',
      onVerified: reload,
    });
    this.phone = new CodeVerification({
      send: () => authApi.resendPhoneCode(this.user?.phone ?? ''),
      verify: (code, captcha) => authApi.verifyPhoneCode(code, captcha),
      captcha: deps.captcha,
      clock,
      notifier,
      sentKey: 'profile:access.codeSent',
      verifiedKey: 'profile:access.phone.verified',
      onVerified: reload,
    });
    this.setPassword = new SetPasswordForm(authApi, notifier, reload);
    makeAutoObservable(this);
  }

  get user(): User | null {
    return this.#session.user;
  }

  /** A contact can be verified once it is on the account and not yet verified. */
  get emailToVerify(): string | null {
    const user = this.user;
    return user?.email && !user.isEmailVerified ? user.email : null;
  }

  get phoneToVerify(): string | null {
    const user = this.user;
    return user?.phone && !user.isPhoneVerified ? user.phone : null;
  }

  get needsPassword(): boolean {
    return this.user ? !this.user.isPasswordExists : false;
  }

  dispose(): void {
    this.email.dispose();
    this.phone.dispose();
  }
}
