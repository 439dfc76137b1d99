import type { Captcha, Logger } from '@casino/core';
import { loadedOrNull, loadOnce } from '../http/lazyApi.ts';

/**
 * The captcha whose adapter (reCAPTCHA's loader) is imported on the first token asked for, not with the app's shell
 * (issue 35): only the forms that send one need it. A load that fails (offline, or a new build replaced the chunk) is
 * logged and answers null, as an unreachable reCAPTCHA does: the call goes without a token and the server decides. The
 * next token tries the load again.
 */
export class LazyCaptcha implements Captcha {
  readonly #adapter: () => Promise<Captcha>;
  readonly #logger: Pick<Logger, 'error'>;

  constructor(load: () => Promise<Captcha>, logger: Pick<Logger, 'error'>) {
    this.#adapter = loadOnce(load);
    this.#logger = logger;
  }

  async token(action: string): Promise<string | null> {
    const captcha = await loadedOrNull(this.#adapter, this.#logger, 'The captcha could not be loaded');
    return captcha === null ? null : captcha.token(action);
  }
}
