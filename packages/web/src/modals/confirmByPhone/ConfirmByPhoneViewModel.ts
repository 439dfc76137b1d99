import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthApi } from '@casino/core';
import { looksLikeCode } from '../../components/form/formRules.ts';
import { ResendCooldown } from '../auth/ResendCooldown.ts';
import { codeDigits, logInWithCode, settleResend, type CodeLoginDeps } from '../auth/codeLogin.ts';
import { settleSignIn } from '../auth/signInFeedback.ts';

export interface ConfirmByPhoneDeps extends CodeLoginDeps {
  readonly authApi: Pick<AuthApi, 'resendPhoneCode' | 'resendPhoneLoginCodeBySms'>;
}

/** ConfirmByPhone: the code sent to the phone logs the player in; it can be sent again, also by SMS (§7). */
export class ConfirmByPhoneViewModel {
  code = '';
  attempted = false;
  busy = false;
  /** Once the code was asked for by SMS, the login says so (`?type=sms`). */
  viaSms = false;
  readonly phone: string | null;
  readonly cooldown: ResendCooldown;
  readonly #deps: ConfirmByPhoneDeps;

  constructor(deps: ConfirmByPhoneDeps) {
    this.#deps = deps;
    this.phone = deps.modals.context['phone'] ?? null;
    this.cooldown = new ResendCooldown(deps.clock);
    this.cooldown.start();
    makeAutoObservable(this);
  }

  get codeError(): string | null {
    return this.attempted && !looksLikeCode(this.code) ? 'validation.code' : null;
  }

  typeCode(value: string): void {
    this.code = codeDigits(value);
  }

  async submitCode(): Promise<void> {
    this.attempted = true;
    if (this.phone === null || !looksLikeCode(this.code) || this.busy) return;
    this.busy = true;
    const result = await logInWithCode(this.#deps, {
      method: 'phoneCode',
      phone: this.phone,
      code: this.code,
      viaSms: this.viaSms,
    });
    runInAction(() => (this.busy = false));
    settleSignIn(this.#deps, result, 'ConfirmByPhone', 'auth:login.success');
  }

  async resend(bySms: boolean): Promise<void> {
    if (this.phone === null || !this.cooldown.canResend || this.busy) return;
    this.busy = true;
    const result = bySms
      ? await this.#deps.authApi.resendPhoneLoginCodeBySms(this.phone)
      : await this.#deps.authApi.resendPhoneCode(this.phone);
    runInAction(() => {
      this.busy = false;
      if (result.ok && bySms) this.viaSms = true;
    });
    settleResend(this.#deps, this.cooldown, result, 'auth:confirmByPhone.resent');
  }

  backToLogin(): void {
    this.#deps.modals.open('Login');
  }

  close(): void {
    this.#deps.modals.close('ConfirmByPhone');
  }

  dispose(): void {
    this.cooldown.dispose();
  }
}
