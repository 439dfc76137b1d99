// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS, LocalStorageStore } from './LocalStorageStore.ts';

/** Storage that refuses everything, as a browser blocking site data does. */
const refusingStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
} as unknown as Storage;

beforeEach(() => localStorage.clear());

describe('LocalStorageStore', () => {
  it('keeps the fingerprint and the hide-install-prompt flag in local storage (§3)', () => {
    const store = new LocalStorageStore();
    store.set(LOCAL_STORAGE_KEYS.fingerprint, 'abc');
    store.set(LOCAL_STORAGE_KEYS.hideInstallPrompt, 'true');
    expect(localStorage.getItem('fingerprint')).toBe('abc');
    expect(localStorage.getItem('hide-install-prompt')).toBe('true');
    expect(new LocalStorageStore().get(LOCAL_STORAGE_KEYS.fingerprint)).toBe('abc');
  });

  it('answers null for a missing key and after removal', () => {
    const store = new LocalStorageStore();
    expect(store.get('missing')).toBeNull();
    store.set('k', 'v');
    store.remove('k');
    expect(store.get('k')).toBeNull();
  });

  it('neither throws nor finds anything when storage refuses', () => {
    const store = new LocalStorageStore(refusingStorage);
    expect(() => store.set('k', 'v')).not.toThrow();
    expect(store.get('k')).toBeNull();
    expect(() => store.remove('k')).not.toThrow();
  });

  it('works without any storage at all', () => {
    const store = new LocalStorageStore(null);
    store.set('k', 'v');
    expect(store.get('k')).toBeNull();
  });
});
