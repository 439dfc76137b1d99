/// <reference lib="webworker" />
// The service worker served at /sw.js. Built by build/buildServiceWorker.ts: bundled, then the precache manifest of
// the web build is injected at `self.__WB_MANIFEST`.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { RouteMatchCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import { SYNC_STORE_DATABASE, SYNC_TAG } from '@casino/core';
import { apiOrigins } from './apiOrigins.ts';
import { readStoredApiBase, writeSyncValue } from './idb/syncStoreDb.ts';
import { isSyncMirrorsMessage } from './messages.ts';
import { eachAtMost, PRECACHE_CONCURRENCY, precacheRequests } from './precacheInstall.ts';
import type { MirrorsUpdatedMessage } from './messages.ts';
import { refreshMirrors, singleFlight } from './mirrorSync.ts';
import type { RequestRoute } from './requestRoutes.ts';
import { routeFor } from './requestRoutes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** The API bases configured for the build (VITE_API_URL and the game APIs'), injected by the build. */
declare const __CONFIGURED_API_BASES__: readonly string[];

/** Background Sync and Periodic Background Sync events; not in TypeScript's worker library yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const CACHE_DAY_SECONDS = 24 * 60 * 60;

// The precache is workbox's (its cache, its route, its clean-up of entries a new build dropped), but installed a few
// entries at a time (precacheInstall.ts): workbox's own install fetches them one after another.
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);

// An update takes over at once; the page reloads itself once when it sees the new worker take control.
self.addEventListener('install', (event) => {
  void self.skipWaiting();
  const requests = precacheRequests(precache.getURLsToCacheKeys(), (key) =>
    precache.getIntegrityForCacheKey(key),
  );
  event.waitUntil(
    eachAtMost(requests, PRECACHE_CONCURRENCY, ({ url, cacheKey, init }) =>
      Promise.all(
        precache.strategy.handleAll({ params: { cacheKey }, request: new Request(url, init), event }),
      ),
    ),
  );
});
self.addEventListener('activate', precache.activate);
clientsClaim();
cleanupOutdatedCaches();
registerRoute(new PrecacheRoute(precache));

let storedApiBase: string | null = null;
let knownApiOrigins = apiOrigins({
  workerUrl: self.location.href,
  configuredBases: __CONFIGURED_API_BASES__,
  storedBase: null,
});

async function loadApiBase(): Promise<string | null> {
  const base = await readStoredApiBase().catch(() => null);
  if (base !== storedApiBase) {
    storedApiBase = base;
    knownApiOrigins = apiOrigins({
      workerUrl: self.location.href,
      configuredBases: __CONFIGURED_API_BASES__,
      storedBase: base,
    });
  }
  return base;
}
self.addEventListener('activate', (event) => event.waitUntil(loadApiBase()));

function matches(route: RequestRoute) {
  return ({ url, request }: RouteMatchCallbackOptions): boolean =>
    routeFor(
      { url, method: request.method, mode: request.mode, destination: request.destination },
      { appOrigin: self.location.origin, apiOrigins: knownApiOrigins },
    ) === route;
}

/** Cross-origin images come back opaque (status 0); they are cached too, size capped by the expiration. */
const cacheImagesAndOpaque: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 || response.type === 'opaque' ? response : null,
};

// API calls and everything 'network-only' or 'browser-default' have no route: the browser fetches them as it would
// without a worker, so money and session data are never answered from a cache.
const offlineShell = precache.createHandlerBoundToURL('/index.html');
// Navigations go to the server, which renders the page with its status and head; the precached shell (the app
// rendering itself) answers only when the network is gone, so a reload still works offline.
registerRoute(matches('app-shell'), async (options) => {
  try {
    return await fetch(options.request);
  } catch {
    return offlineShell(options);
  }
});
// Hosts add `Vary: Origin` (vite preview does); Chromium sends Origin with module scripts but the cache warm-up's
// requests carry none, so a Vary-respecting match would miss them offline. The files do not differ by origin.
const matchOptions: CacheQueryOptions = { ignoreVary: true };

registerRoute(
  matches('locale-cache-first'),
  new CacheFirst({
    cacheName: 'casino-locales',
    matchOptions,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * CACHE_DAY_SECONDS })],
  }),
);
registerRoute(
  matches('image-cache-first'),
  new CacheFirst({
    cacheName: 'casino-images',
    matchOptions,
    plugins: [
      cacheImagesAndOpaque,
      new ExpirationPlugin({
        maxEntries: 120,
        maxAgeSeconds: 30 * CACHE_DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

const MIRROR_FETCH_TIMEOUT_MS = 15_000;

const syncMirrors = singleFlight(async () => {
  const result = await refreshMirrors({
    readApiBase: loadApiBase,
    getJson: async (url) => {
      const response = await fetch(url, {
        cache: 'no-store',
        credentials: 'omit',
        signal: AbortSignal.timeout(MIRROR_FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      return response.json();
    },
    // The syncStore holds plain strings (the adapter's convention), so the record is stored as JSON text.
    saveMirror: async (record) => {
      await writeSyncValue(SYNC_STORE_DATABASE.keys.mirror, JSON.stringify(record));
    },
    now: () => Date.now(),
  });
  if (result.ok) {
    const message: MirrorsUpdatedMessage = { type: 'mirrorsUpdated', record: result.value };
    const pages = await self.clients.matchAll({ type: 'window' });
    for (const page of pages) page.postMessage(message);
  } else if (result.error !== 'no-api-base') {
    console.warn(`Mirror refresh failed: ${result.error}`);
  }
});

function onSync(event: Event): void {
  const sync = event as SyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(syncMirrors());
}
self.addEventListener('sync', onSync);
self.addEventListener('periodicsync', onSync);
self.addEventListener('message', (event) => {
  if (isSyncMirrorsMessage(event.data)) event.waitUntil(syncMirrors());
});
