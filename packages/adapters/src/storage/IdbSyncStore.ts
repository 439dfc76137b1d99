import type { IDBPDatabase } from 'idb';
import type { SyncStore } from '@casino/core';
import { SYNC_STORE_DATABASE } from '@casino/core';

const { name, version, store, keys } = SYNC_STORE_DATABASE;

/**
 * The syncStore database behind the core's SyncStore port; the service worker reads the API base URL from it.
 * Calls reject when the browser refuses IndexedDB (some private modes): the caller logs it, nothing else breaks.
 * `idb` loads with the first call: the store is written after the first page is shown, so the start does without it.
 */
export class IdbSyncStore implements SyncStore {
  #database: Promise<IDBPDatabase> | null = null;

  async getApiBaseUrl(): Promise<string | null> {
    const value: unknown = await (await this.#open()).get(store, keys.apiBaseUrl);
    return typeof value === 'string' ? value : null;
  }

  async setApiBaseUrl(url: string): Promise<void> {
    await (await this.#open()).put(store, url, keys.apiBaseUrl);
  }

  /** The service worker's last `/mirror` answer as it stored it (JSON text), or null before its first sync. */
  async getMirrorRecord(): Promise<string | null> {
    const value: unknown = await (await this.#open()).get(store, keys.mirror);
    return typeof value === 'string' ? value : null;
  }

  #open(): Promise<IDBPDatabase> {
    if (this.#database) return this.#database;
    const database = import('idb').then(({ openDB }) =>
      openDB(name, version, {
        upgrade(upgrading) {
          if (!upgrading.objectStoreNames.contains(store)) upgrading.createObjectStore(store);
        },
        // A newer version opened in another tab waits for this connection: let it go, reopen on the next call.
        blocking: () => {
          void database.then((open) => open.close());
          this.#database = null;
        },
      }),
    );
    this.#database = database.catch((error: unknown) => {
      // A failed open (private mode, blocked upgrade) is retried on the next call rather than remembered.
      this.#database = null;
      throw error;
    });
    return this.#database;
  }
}
