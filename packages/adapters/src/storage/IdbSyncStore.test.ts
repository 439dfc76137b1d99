import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { IdbSyncStore } from './IdbSyncStore.ts';
import { SYNC_STORE_DATABASE } from '@casino/core';

describe('IdbSyncStore', () => {
  it('answers null before any API base URL is stored', async () => {
    await expect(new IdbSyncStore().getApiBaseUrl()).resolves.toBeNull();
  });

  it('keeps the API base URL across instances, as a reload or the service worker sees it', async () => {
    await new IdbSyncStore().setApiBaseUrl('https://api.casino.test');
    await expect(new IdbSyncStore().getApiBaseUrl()).resolves.toBe('https://api.casino.test');
  });

  it('stores it under the documented database, version, store and key, so the service worker reads the same', async () => {
    await new IdbSyncStore().setApiBaseUrl('https://api.mirror.test');
    const database = await openDB(SYNC_STORE_DATABASE.name, SYNC_STORE_DATABASE.version);
    const value: unknown = await database.get(SYNC_STORE_DATABASE.store, SYNC_STORE_DATABASE.keys.apiBaseUrl);
    database.close();
    expect(value).toBe('https://api.mirror.test');
    expect(SYNC_STORE_DATABASE).toEqual({
      name: 'casino-sync',
      version: 1,
      store: 'syncStore',
      keys: { apiBaseUrl: 'apiBaseUrl', mirror: 'mirror' },
    });
  });

  it('replaces the stored URL when the site moves to a mirror', async () => {
    const store = new IdbSyncStore();
    await store.setApiBaseUrl('https://api.old.test');
    await store.setApiBaseUrl('https://api.new.test');
    await expect(store.getApiBaseUrl()).resolves.toBe('https://api.new.test');
  });

  it('reads the mirror answer the service worker stored beside the API base', async () => {
    const store = new IdbSyncStore();
    await expect(store.getMirrorRecord()).resolves.toBeNull();
    const database = await openDB(SYNC_STORE_DATABASE.name);
    await database.put(SYNC_STORE_DATABASE.store, '{"newLink":null}', SYNC_STORE_DATABASE.keys.mirror);
    database.close();
    await expect(store.getMirrorRecord()).resolves.toBe('{"newLink":null}');
  });
});
