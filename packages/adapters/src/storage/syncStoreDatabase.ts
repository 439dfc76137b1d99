/**
 * The IndexedDB database the app and the service worker share (§3: "a local database store syncStore holds the API
 * base URL"). The service worker does not import adapters: it repeats these names, so they change together or not
 * at all. Values are plain strings under out-of-line keys.
 */
export const SYNC_STORE_DATABASE = {
  name: 'casino-sync',
  version: 1,
  store: 'syncStore',
  keys: {
    /** Written by the app: the API base URL the worker calls. */
    apiBaseUrl: 'apiBaseUrl',
    /** Written by the worker's background sync: its last `/mirror` answer, as JSON text. */
    mirror: 'mirror',
  },
} as const;
