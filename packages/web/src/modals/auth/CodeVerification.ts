import { makeAutoObservable, runInAction } from 'mobx';
import { collectServerErrors, type ApiResult, type Captcha, type Clock } from '@casino/core';
import { ResendCooldown } from './ResendCooldown.ts';
import type { Notifier } from '../../components/page/pagePorts.ts';

export interface CodeVerificationDeps {
  /** Sends (or sends again) a verification code to the contact. */
  readonly send: () => ApiResult<void>;
  /** Checks the code, with the captcha token the API asks for past the day's wrong guesses (docs/contract.md). */
  readonly verify: (code: string, captcha?: string) => ApiResult<void>;
  readonly captcha?: Pick<Captcha, 'token'>;
  readonly clock: Pick<Clock, 'setInterval'>;
  readonly notifier: Notifier;
  /** What the player is told once a code is sent (a namespaced key). */
  readonly sentKey: string;
  /** What the player is told once the contact is verified (a namespaced key). */
  readonly verifiedKey: string;
  /** Runs after a successful verification: the profile is fetched again so the page shows the new state. */
  readonly onVerified: () => Promise<unknown>;
}

/** The captcha action a verification code is checked under. */
export const VERIFY_CAPTCHA_ACTION = 'verify_code';

/**
 * One contact's verification (§7 `email/verify/code`, `phone/verify/code`): send a code, type it, confirm; resend after
 * a cooldown. Used by the profile's access page and by the registration modal, whose code was sent at signup.
 */
export class CodeVerification {
  code = '';
  sent = false;
  sending = false;
  verifying = false;
  /** A namespaced translation key shown under the code field. */
  codeError: string | null = null;
  readonly cooldown: ResendCooldown;
  readonly #deps: CodeVerificationDeps;

  constructor(deps: CodeVerificationDeps) {
    this.#deps = deps;
    this.cooldown = new ResendCooldown(deps.clock);
    makeAutoObservable(this);
  }

  async sendCode(): Promise<void> {
    if (this.sending || !this.cooldown.canResend) return;
    this.sending = true;
    const result = await this.#deps.send();
    runInAction(() => {
      this.sending = false;
      if (!result.ok) {
        this.#deps.notifier.notifyError(result.error);
        return;
      }
      this.markSent();
      this.#deps.notifier.notify({ kind: 'info', titleKey: this.#deps.sentKey });
    });
  }

  /** The code is already on its way (sent at signup): the form asks for it, and resending waits for the cooldown. */
  markSent(): void {
    this.sent = true;
    this.cooldown.start();
  }

  typeCode(text: string): void {
    this.code = text;
    this.codeError = null;
  }

  async submitCode(): Promise<void> {
    const code = this.code.trim();
    if (code === '') {
      this.codeError = 'errors:error.required';
      return;
    }
    if (this.verifying) return;
    this.verifying = true;
    const captcha = (await this.#deps.captcha?.token(VERIFY_CAPTCHA_ACTION)) ?? undefined;
    const result = await this.#deps.verify(code, captcha);
    runInAction(() => (this.verifying = false));
    if (result.ok) {
      runInAction(() => {
        this.code = '';
        this.sent = false;
      });
      this.#deps.notifier.notify({ kind: 'success', titleKey: this.#deps.verifiedKey });
      await this.#deps.onVerified();
      return;
    }
    const fieldError =
      result.error.kind === 'validation' ? collectServerErrors(result.error.fields)[0] : undefined;
    if (fieldError) runInAction(() => (this.codeError = `errors:${fieldError.key}`));
    else this.#deps.notifier.notifyError(result.error);
  }

  dispose(): void {
    this.cooldown.dispose();
  }
}
