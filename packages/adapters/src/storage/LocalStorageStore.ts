import type { KeyValueStore } from '@casino/core';

/** The local storage keys of §3. */
export const LOCAL_STORAGE_KEYS = {
  fingerprint: 'fingerprint',
  hideInstallPrompt: 'hide-install-prompt',
} as const;

/**
 * Local storage behind the core's KeyValueStore. Storage can be missing or refuse writes (private windows, a full
 * quota): reads then find nothing and writes are dropped, never an exception in the middle of a flow.
 */
export class LocalStorageStore implements KeyValueStore {
  readonly #storage: Storage | null;

  constructor(storage?: Storage | null) {
    this.#storage = storage === undefined ? LocalStorageStore.#defaultStorage() : storage;
  }

  get(key: string): string | null {
    try {
      return this.#storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.#storage?.setItem(key, value);
    } catch {
      // Quota exceeded or storage disabled: the value lives for this page only, through its callers.
    }
  }

  remove(key: string): void {
    try {
      this.#storage?.removeItem(key);
    } catch {
      // Storage disabled: nothing was stored to remove.
    }
  }

  static #defaultStorage(): Storage | null {
    try {
      return globalThis.localStorage ?? null;
    } catch {
      // Reading window.localStorage itself throws when the browser blocks site data.
      return null;
    }
  }
}
