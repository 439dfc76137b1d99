import { SYNC_STORE_DATABASE } from '@casino/core';

/**
 * Opens the syncStore database as it is, never creating or upgrading it: the app (through the adapter) owns its
 * schema, and a database made here first, without the store, would break the adapter's upgrade. Resolves null
 * while the app has not created it yet.
 */
function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    const request = indexedDB.open(SYNC_STORE_DATABASE.name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      if (db.objectStoreNames.contains(SYNC_STORE_DATABASE.store)) resolve(db);
      else {
        db.close();
        resolve(null);
      }
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  const db = await openExisting();
  if (!db) return null;
  try {
    const transaction = db.transaction(SYNC_STORE_DATABASE.store, mode);
    return await settle(use(transaction.objectStore(SYNC_STORE_DATABASE.store)));
  } finally {
    db.close();
  }
}

/** The API base the app stored, or null (no database yet, no value, or not a string). */
export async function readStoredApiBase(): Promise<string | null> {
  const value: unknown = await withStore('readonly', (store) =>
    store.get(SYNC_STORE_DATABASE.keys.apiBaseUrl),
  );
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Stores a value next to the API base; false when the app has not created the database yet. */
export async function writeSyncValue(key: string, value: string): Promise<boolean> {
  const written = await withStore('readwrite', (store) => store.put(value, key));
  return written !== null;
}
