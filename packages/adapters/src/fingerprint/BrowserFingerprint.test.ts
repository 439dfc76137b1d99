// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Logger } from '@casino/core';
import { ManualClock } from '../../test/support/ManualClock.ts';
import { LocalStorageStore } from '../storage/LocalStorageStore.ts';
import { BrowserFingerprint } from './BrowserFingerprint.ts';
import { createBrowserFingerprint } from './createBrowserFingerprint.ts';
import { encryptFingerprint } from './encryptFingerprint.ts';
import { hashSignals, readFingerprintSignals, type FingerprintSignals } from './fingerprintSignals.ts';

const signals: FingerprintSignals = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
  languages: ['ru-RU', 'en'],
  screen: { long: 1920, short: 1080, colorDepth: 24 },
  timeZone: 'Europe/Moscow',
  hardwareConcurrency: 8,
  platform: 'Linux x86_64',
};

const silentLogger: Logger = { warn: () => undefined, error: () => undefined };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let clock: ManualClock;
let store: LocalStorageStore;
beforeEach(() => {
  localStorage.clear();
  clock = new ManualClock();
  store = new LocalStorageStore();
});

function fingerprint(overrides: Partial<ConstructorParameters<typeof BrowserFingerprint>[0]> = {}) {
  return new BrowserFingerprint({
    store,
    clock,
    logger: silentLogger,
    signals: () => signals,
    crypto,
    ...overrides,
  });
}

describe('fingerprint hash', () => {
  it('is the SHA-256 of the stable browser properties, the same every time', async () => {
    const first = await hashSignals(signals, crypto.subtle);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashSignals({ ...signals }, crypto.subtle)).toBe(first);
    expect(await hashSignals({ ...signals, timeZone: 'Asia/Almaty' }, crypto.subtle)).not.toBe(first);
  });

  it('does not change when a phone is turned', () => {
    const portrait = readFingerprintSignals({
      navigator: { userAgent: 'UA', languages: ['kk-KZ'], hardwareConcurrency: 4, platform: 'iPhone' },
      screen: { width: 390, height: 844, colorDepth: 24 },
    });
    const landscape = readFingerprintSignals({
      navigator: { userAgent: 'UA', languages: ['kk-KZ'], hardwareConcurrency: 4, platform: 'iPhone' },
      screen: { width: 844, height: 390, colorDepth: 24 },
    });
    expect(landscape).toEqual(portrait);
  });
});

describe('BrowserFingerprint', () => {
  it('waits 500 ms where there is no idle callback, then computes and stores it (§9)', async () => {
    const pending = fingerprint().get();
    let settled = false;
    void pending.then(() => (settled = true));
    clock.advance(499);
    await flush();
    expect(settled).toBe(false);
    clock.advance(1);
    const value = await pending;
    expect(value).toBe(await hashSignals(signals, crypto.subtle));
    expect(localStorage.getItem('fingerprint')).toBe(value);
  });

  it('computes when the browser is idle where it can say so, waiting for idleness at most 500 ms', async () => {
    const idle: (() => void)[] = [];
    const timeouts: unknown[] = [];
    const pending = fingerprint({
      requestIdleCallback: (callback, options) => {
        timeouts.push(options?.timeout);
        return idle.push(callback);
      },
    }).get();
    expect(idle).toHaveLength(1);
    expect(timeouts).toEqual([500]);
    idle[0]?.();
    expect(await pending).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads a stored fingerprint without computing again', async () => {
    localStorage.setItem('fingerprint', 'a'.repeat(64));
    expect(await fingerprint({ signals: () => ({ ...signals, userAgent: 'changed' }) }).get()).toBe(
      'a'.repeat(64),
    );
  });

  it('replaces a stored value that is not a fingerprint', async () => {
    localStorage.setItem('fingerprint', '<script>');
    const pending = fingerprint().get();
    clock.advance(500);
    expect(await pending).toMatch(/^[0-9a-f]{64}$/);
  });

  it('computes once for concurrent callers', async () => {
    let reads = 0;
    const source = fingerprint({
      signals: () => {
        reads += 1;
        return signals;
      },
    });
    const both = Promise.all([source.get(), source.get()]);
    clock.advance(500);
    const [first, second] = await both;
    expect(first).toBe(second);
    expect(reads).toBe(1);
  });

  it('falls back to a stored random id where Web Crypto cannot digest (a page not on https)', async () => {
    const noDigest = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Crypto;
    const pending = fingerprint({ crypto: noDigest }).get();
    clock.advance(500);
    const value = await pending;
    expect(value).toMatch(/^[0-9a-f]{64}$/);
    expect(value).not.toBe(await hashSignals(signals, crypto.subtle));
    expect(localStorage.getItem('fingerprint')).toBe(value);
  });

  it('is wired from the window by createBrowserFingerprint', async () => {
    const pending = createBrowserFingerprint(window as never, { store, clock, logger: silentLogger }).get();
    clock.advance(500);
    await flush();
    expect(await pending).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('encryptFingerprint', () => {
  async function keyPair() {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
    return { privateKey: pair.privateKey, spkiBase64: btoa(String.fromCharCode(...spki)) };
  }

  async function decrypt(privateKey: CryptoKey, base64: string): Promise<string> {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes));
  }

  it('encrypts with RSA-OAEP so only the private key holder reads it back', async () => {
    const { privateKey, spkiBase64 } = await keyPair();
    const id = 'f'.repeat(64);
    const ciphertext = await encryptFingerprint(id, spkiBase64, crypto.subtle);
    expect(await decrypt(privateKey, ciphertext)).toBe(id);
  });

  it('gives a different ciphertext each time, so two sends cannot be matched by an observer', async () => {
    const { spkiBase64 } = await keyPair();
    const id = 'f'.repeat(64);
    expect(await encryptFingerprint(id, spkiBase64, crypto.subtle)).not.toBe(
      await encryptFingerprint(id, spkiBase64, crypto.subtle),
    );
  });

  it('is what BrowserFingerprint.encrypted sends, and null without a configured key', async () => {
    const { privateKey, spkiBase64 } = await keyPair();
    localStorage.setItem('fingerprint', 'b'.repeat(64));
    const encrypted = await fingerprint({ publicKeySpki: spkiBase64 }).encrypted();
    expect(encrypted && (await decrypt(privateKey, encrypted))).toBe('b'.repeat(64));
    expect(await fingerprint({ publicKeySpki: null }).encrypted()).toBeNull();
  });

  it('answers null, logged, for a key that is not a public key', async () => {
    const errors: string[] = [];
    localStorage.setItem('fingerprint', 'b'.repeat(64));
    const source = fingerprint({
      publicKeySpki: 'bm90IGEga2V5',
      logger: { warn: () => undefined, error: (message) => errors.push(message) },
    });
    expect(await source.encrypted()).toBeNull();
    expect(errors).toEqual(['Fingerprint encryption failed']);
  });
});
