import type { Fingerprint, Logger } from '@casino/core';
import { loadedOrNull, loadOnce } from '../http/lazyApi.ts';

/**
 * The browser fingerprint whose adapter (the signals, the hash, the encryption) is imported on its first use, not with
 * the app's shell (issue 35): it is computed when the browser is idle anyway. A load that fails (offline, or a new
 * build replaced the chunk) fails `get` as a failed computation would, and answers `encrypted` with null, logged; the
 * next call tries the load again.
 */
export class LazyFingerprint implements Fingerprint {
  readonly #adapter: () => Promise<Fingerprint>;
  readonly #logger: Pick<Logger, 'error'>;

  constructor(load: () => Promise<Fingerprint>, logger: Pick<Logger, 'error'>) {
    this.#adapter = loadOnce(load);
    this.#logger = logger;
  }

  async get(): Promise<string> {
    return (await this.#adapter()).get();
  }

  async encrypted(): Promise<string | null> {
    const fingerprint = await loadedOrNull(
      this.#adapter,
      this.#logger,
      'The fingerprint could not be loaded',
    );
    return fingerprint === null ? null : fingerprint.encrypted();
  }
}
