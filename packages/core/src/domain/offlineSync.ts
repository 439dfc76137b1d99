/**
 * The names the page, the adapters and the service worker share for the offline app (§3, §7). They live here, the
 * one package all three may import, so the page and the worker cannot drift apart.
 */

/** Where the worker is served (§7). */
export const SERVICE_WORKER_URL = '/sw.js';

/** The background sync tag, periodic and one-off alike (§7). */
export const SYNC_TAG = 'sync-data';

/** The page asks the worker to refresh the mirror data now (the fallback where no sync event comes). */
export const SYNC_MIRRORS_MESSAGE = { type: 'syncMirrors' } as const;

/**
 * The IndexedDB database the app and the worker share (§3: "a local database store syncStore holds the API base
 * URL"). The app creates and upgrades it; the worker only reads the base and writes its mirror answer. Values are
 * plain strings under out-of-line keys.
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
