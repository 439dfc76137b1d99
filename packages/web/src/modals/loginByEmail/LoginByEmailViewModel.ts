import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthApi } from '@casino/core';
import { looksLikeCode, looksLikeEmail } from '../../components/form/formRules.ts';
import { ResendCooldown } from '../auth/ResendCooldown.ts';
import { codeDigits, logInWithCode, settleResend, type CodeLoginDeps } from '../auth/codeLogin.ts';
import { settleSignIn } from '../auth/signInFeedback.ts';

export interface LoginByEmailDeps extends CodeLoginDeps {
  readonly authApi: Pick<AuthApi, 'requestEmailLoginCode' | 'resendEmailLoginCode'>;
}

/** LoginByEmail: a one-time code to the email, then the code logs the player in (§4, §7). */
export class LoginByEmailViewModel {
  step: 'email' | 'code' = 'email';
  email: string;
  code = '';
  attempted = false;
  busy = false;
  readonly cooldown: ResendCooldown;
  readonly #deps: LoginByEmailDeps;

  constructor(deps: LoginByEmailDeps) {
    this.#deps = deps;
    this.email = deps.modals.context['email'] ?? '';
    this.cooldown = new ResendCooldown(deps.clock);
    makeAutoObservable(this);
  }

  get emailError(): string | null {
    return this.attempted && this.step === 'email' && !looksLikeEmail(this.email) ? 'validation.email' : null;
  }

  get codeError(): string | null {
    return this.attempted && this.step === 'code' && !looksLikeCode(this.code) ? 'validation.code' : null;
  }

  typeEmail(value: string): void {
    this.email = value;
  }

  typeCode(value: string): void {
    this.code = codeDigits(value);
  }

  async sendCode(): Promise<void> {
    this.attempted = true;
    if (!looksLikeEmail(this.email) || this.busy) return;
    this.busy = true;
    const result = await this.#deps.authApi.requestEmailLoginCode(this.email.trim());
    runInAction(() => {
      this.busy = false;
      if (!result.ok) return;
      this.step = 'code';
      this.attempted = false;
      this.cooldown.start();
    });
    if (!result.ok) this.#deps.notifier.notifyError(result.error);
  }

  async resendCode(): Promise<void> {
    if (!this.cooldown.canResend || this.busy) return;
    this.busy = true;
    const result = await this.#deps.authApi.resendEmailLoginCode(this.email.trim());
    runInAction(() => (this.busy = false));
    settleResend(this.#deps, this.cooldown, result, 'auth:loginByEmail.resent');
  }

  async submitCode(): Promise<void> {
    this.attempted = true;
    if (!looksLikeCode(this.code) || this.busy) return;
    this.busy = true;
    const result = await logInWithCode(this.#deps, {
      method: 'emailCode',
      email: this.email.trim(),
      code: this.code.trim(),
    });
    runInAction(() => (this.busy = false));
    settleSignIn(this.#deps, result, 'LoginByEmail', 'auth:login.success');
  }

  changeEmail(): void {
    this.step = 'email';
    this.code = '';
    this.attempted = false;
    this.cooldown.dispose();
  }

  backToLogin(): void {
    this.#deps.modals.open('Login');
  }

  close(): void {
    this.#deps.modals.close('LoginByEmail');
  }

  dispose(): void {
    this.cooldown.dispose();
  }
}
