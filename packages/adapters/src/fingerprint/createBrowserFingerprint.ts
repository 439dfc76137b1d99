import type { Clock, KeyValueStore, Logger } from '@casino/core';
import { BrowserFingerprint } from './BrowserFingerprint.ts';
import { readFingerprintSignals, type SignalSources } from './fingerprintSignals.ts';

export interface FingerprintWindow extends SignalSources {
  readonly crypto?: Crypto;
  requestIdleCallback?(callback: () => void): number;
}

/** The fingerprint of this browser window, as the composition root wires it. */
export function createBrowserFingerprint(
  window: FingerprintWindow,
  options: {
    readonly store: KeyValueStore;
    readonly clock: Pick<Clock, 'setTimeout'>;
    readonly logger: Logger;
    readonly publicKeySpki?: string | null;
  },
): BrowserFingerprint {
  return new BrowserFingerprint({
    ...options,
    signals: () => readFingerprintSignals(window),
    crypto: window.crypto,
    requestIdleCallback: window.requestIdleCallback?.bind(window),
  });
}
