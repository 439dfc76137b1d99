/**
 * The IndexedDB names of the syncStore (§3). They mirror the adapter's `IdbSyncStore`
 * (packages/adapters/src/storage/): the worker may import only core, so it keeps its own copy here, in one place.
 * Change both together.
 */
export const SYNC_STORE_DB = {
  name: 'casino',
  store: 'syncStore',
  apiBaseKey: 'apiBaseUrl',
  /** Written by the worker only: the last `/mirror` answer, for the app to read. */
  mirrorKey: 'mirror',
} as const;
