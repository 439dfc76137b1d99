import {
  FINGERPRINT_DELAY_FALLBACK_MS,
  type Clock,
  type Fingerprint,
  type KeyValueStore,
  type Logger,
} from '@casino/core';
import { LOCAL_STORAGE_KEYS } from '../storage/LocalStorageStore.ts';
import { encryptFingerprint } from './encryptFingerprint.ts';
import { hashSignals, randomId, type FingerprintSignals } from './fingerprintSignals.ts';

const STORED_FINGERPRINT = /^[0-9a-f]{64}$/;

export interface BrowserFingerprintOptions {
  /** Local storage: the fingerprint is computed once and kept (§3). */
  readonly store: KeyValueStore;
  readonly clock: Pick<Clock, 'setTimeout'>;
  readonly logger: Logger;
  readonly signals: () => FingerprintSignals;
  readonly crypto?: Crypto;
  /** The browser's requestIdleCallback when it has one. */
  readonly requestIdleCallback?:
    ((callback: () => void, options?: { readonly timeout: number }) => unknown) | undefined;
  /** The server's RSA public key (SPKI, base64) for `encrypted()`; null leaves the fingerprint unencrypted-only. */
  readonly publicKeySpki?: string | null;
}

/**
 * The browser fingerprint (uuid of the page-open event): SHA-256 of stable browser properties, stored in local
 * storage. It is computed when the browser is idle, or after 500 ms where there is no idle callback (§9), so it
 * never competes with the first render.
 */
export class BrowserFingerprint implements Fingerprint {
  readonly #options: BrowserFingerprintOptions;
  #pending: Promise<string> | null = null;

  constructor(options: BrowserFingerprintOptions) {
    this.#options = options;
  }

  get(): Promise<string> {
    const stored = this.#options.store.get(LOCAL_STORAGE_KEYS.fingerprint);
    if (stored !== null && STORED_FINGERPRINT.test(stored)) return Promise.resolve(stored);
    this.#pending ??= this.#afterIdle().then(() => this.#compute());
    return this.#pending;
  }

  /** The fingerprint encrypted for the server (see encryptFingerprint), or null without a configured key. */
  async encrypted(): Promise<string | null> {
    const key = this.#options.publicKeySpki;
    const subtle = this.#options.crypto?.subtle;
    if (!key || !subtle) return null;
    try {
      return await encryptFingerprint(await this.get(), key, subtle);
    } catch (error) {
      this.#options.logger.error('Fingerprint encryption failed', error);
      return null;
    }
  }

  #afterIdle(): Promise<void> {
    return new Promise((resolve) => {
      const idle = this.#options.requestIdleCallback;
      // A page that is never idle (a busy phone, a live game animating) still gets its fingerprint, so a
      // registration waiting for it is never held up: the idle wait ends at the §9 fallback delay.
      if (idle) idle(() => resolve(), { timeout: FINGERPRINT_DELAY_FALLBACK_MS });
      else this.#options.clock.setTimeout(resolve, FINGERPRINT_DELAY_FALLBACK_MS);
    });
  }

  async #compute(): Promise<string> {
    const { crypto, logger, store } = this.#options;
    let fingerprint: string;
    try {
      if (!crypto?.subtle) throw new Error('Web Crypto digest is unavailable');
      fingerprint = await hashSignals(this.#options.signals(), crypto.subtle);
    } catch (error) {
      logger.warn('Fingerprint falls back to a random id', error);
      fingerprint = randomId(crypto ?? { getRandomValues: fallbackRandomValues });
    }
    store.set(LOCAL_STORAGE_KEYS.fingerprint, fingerprint);
    return fingerprint;
  }
}

/** Only for a browser without any Web Crypto, where no better source of randomness exists. */
function fallbackRandomValues<T extends ArrayBufferView | null>(array: T): T {
  if (array instanceof Uint8Array)
    for (let index = 0; index < array.length; index += 1) array[index] = Math.floor(Math.random() * 256);
  return array;
}
