import { CAPTCHA_POLL_MS, type Clock, type TimerHandle } from '@casino/core';
import { SystemClock } from '../clock/SystemClock.ts';

/** The part of Google's `grecaptcha` global reCAPTCHA v3 uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** The captcha loader's states (§4). */
export type RecaptchaLoadState = 'not-loaded' | 'loading' | 'loaded';

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
export const DIFFERENT_SITE_KEY_ERROR = 'reCAPTCHA already loaded with different site key!';
/** Give up waiting for the script after this long; a later token request tries again. */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 15_000;

// §9: the badge is hidden (Google then asks for its notice to be shown in the form instead).
const HIDE_BADGE_CSS = '.grecaptcha-badge { visibility: hidden !important; }';

export interface RecaptchaHost {
  readonly document: Document;
  readonly window: { grecaptcha?: Grecaptcha };
}

export interface RecaptchaLoaderOptions {
  readonly host?: RecaptchaHost;
  readonly clock?: Clock;
  readonly timeoutMs?: number;
}

function isGrecaptcha(value: unknown): value is Grecaptcha {
  const candidate = value as Partial<Grecaptcha> | null | undefined;
  return typeof candidate?.ready === 'function' && typeof candidate.execute === 'function';
}

/**
 * Loads the reCAPTCHA v3 script once for one site key, polling every 25 ms (§9) until `grecaptcha` is ready.
 * A second site key is refused: the script cannot serve two.
 */
export class RecaptchaLoader {
  readonly #host: RecaptchaHost;
  readonly #clock: Clock;
  readonly #timeoutMs: number;
  #state: RecaptchaLoadState = 'not-loaded';
  #siteKey: string | null = null;
  #loading: Promise<Grecaptcha> | null = null;

  constructor(options: RecaptchaLoaderOptions = {}) {
    this.#host = options.host ?? {
      document: globalThis.document,
      window: globalThis as { grecaptcha?: Grecaptcha },
    };
    this.#clock = options.clock ?? new SystemClock();
    this.#timeoutMs = options.timeoutMs ?? RECAPTCHA_LOAD_TIMEOUT_MS;
  }

  get state(): RecaptchaLoadState {
    return this.#state;
  }

  load(siteKey: string): Promise<Grecaptcha> {
    if (this.#siteKey !== null && this.#siteKey !== siteKey) {
      return Promise.reject(new Error(DIFFERENT_SITE_KEY_ERROR));
    }
    this.#loading ??= this.#start(siteKey);
    return this.#loading;
  }

  #start(siteKey: string): Promise<Grecaptcha> {
    this.#siteKey = siteKey;
    this.#state = 'loading';
    const { document } = this.#host;
    const style = document.createElement('style');
    style.textContent = HIDE_BADGE_CSS;
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    document.head.append(style, script);

    return new Promise<Grecaptcha>((resolve, reject) => {
      const timers: TimerHandle[] = [];
      const stop = () => timers.forEach((timer) => timer.cancel());
      const fail = (reason: string) => {
        stop();
        script.remove();
        style.remove();
        this.#state = 'not-loaded';
        this.#siteKey = null;
        this.#loading = null;
        reject(new Error(reason));
      };
      script.addEventListener('error', () => fail('reCAPTCHA script failed to load'));
      timers.push(
        this.#clock.setTimeout(() => fail('reCAPTCHA did not become ready in time'), this.#timeoutMs),
      );
      timers.push(
        this.#clock.setInterval(() => {
          const grecaptcha = this.#host.window.grecaptcha;
          if (!isGrecaptcha(grecaptcha)) return;
          stop();
          grecaptcha.ready(() => {
            this.#state = 'loaded';
            resolve(grecaptcha);
          });
        }, CAPTCHA_POLL_MS),
      );
    });
  }
}
