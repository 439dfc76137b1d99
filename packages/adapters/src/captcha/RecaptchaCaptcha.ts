import type { Captcha, Logger } from '@casino/core';
import { RecaptchaLoader } from './RecaptchaLoader.ts';

// reCAPTCHA v3 accepts action names of letters, digits, slashes and underscores only.
const ACTION_CHARACTERS = /[^A-Za-z0-9/_]/g;

export interface RecaptchaCaptchaOptions {
  /** The reCAPTCHA v3 site key; without one the captcha is skipped and every token is null. */
  readonly siteKey: string | null | undefined;
  readonly logger: Logger;
  readonly loader?: RecaptchaLoader;
}

/** A score-based captcha token per named action (§7), over reCAPTCHA v3. */
export class RecaptchaCaptcha implements Captcha {
  readonly #siteKey: string | null;
  readonly #logger: Logger;
  readonly #loader: RecaptchaLoader;

  constructor(options: RecaptchaCaptchaOptions) {
    this.#siteKey = options.siteKey?.trim() || null;
    this.#logger = options.logger;
    this.#loader = options.loader ?? new RecaptchaLoader();
  }

  /**
   * A fresh token for `action`, or null when no site key is configured or reCAPTCHA cannot be reached (logged):
   * the call then goes without one and the server decides, answering `captcha-required` if it must.
   */
  async token(action: string): Promise<string | null> {
    if (this.#siteKey === null) return null;
    try {
      const grecaptcha = await this.#loader.load(this.#siteKey);
      const token = await grecaptcha.execute(this.#siteKey, {
        action: action.replace(ACTION_CHARACTERS, '_'),
      });
      return typeof token === 'string' && token !== '' ? token : null;
    } catch (error) {
      this.#logger.error(error instanceof Error ? error.message : 'reCAPTCHA failed', error);
      return null;
    }
  }
}
