/**
 * The IndexedDB names of the syncStore (§3). They mirror SYNC_STORE_DATABASE of the adapter's `IdbSyncStore`
 * (packages/adapters/src/storage/syncStoreDatabase.ts): the worker may import only core, so it keeps its own copy
 * here, in one place. Change both together. The worker never creates or upgrades the database; the app does.
 */
export const SYNC_STORE_DB = {
  name: 'casino-sync',
  store: 'syncStore',
  apiBaseKey: 'apiBaseUrl',
  /** Written by the worker only, next to the API base: the last `/mirror` answer, for the app to read. */
  mirrorKey: 'mirror',
} as const;
