/**
 * The names the page and the worker share. They mirror packages/sw/src/messages.ts (the web app does not depend on
 * the worker's package); change both together.
 */

/** The background sync tag, periodic and one-off alike (§7). */
export const SYNC_TAG = 'sync-data';

/** Asks the worker to refresh the mirror data now. */
export const SYNC_MIRRORS_MESSAGE = { type: 'syncMirrors' } as const;

/** Where the worker is served (§7). */
export const SERVICE_WORKER_URL = '/sw.js';
