// The worker's install: every precache entry fetched and stored, a few at a time. workbox's own install fetches one
// entry after the other and waits for each to be stored before it asks for the next (about 300 entries), so the
// worker took control only after some 300 round trips in a row: its install took 7 to 12 s with the machine busy (a
// load of 45 on 2 cores), past 30 s beside the whole browser suite. Here the round trips overlap, as the page's own
// loads do: 3.5 to 5 s on the same machine.

/** How many entries are fetched at once: what a browser opens to one host over HTTP/1.1. */
export const PRECACHE_CONCURRENCY = 6;

/** One entry to fetch and store: its URL, the key it is stored under, and how it is requested. */
export interface PrecacheRequest {
  readonly url: string;
  readonly cacheKey: string;
  readonly init: RequestInit;
}

/**
 * The requests of a precache list (workbox's URL to cache key map), as workbox's install makes them: an entry with a
 * revision (its key carries it) bypasses the HTTP cache, one whose name has the content hash may come from it.
 */
export function precacheRequests(
  urlsToCacheKeys: ReadonlyMap<string, string>,
  integrityFor: (cacheKey: string) => string | undefined,
): PrecacheRequest[] {
  return [...urlsToCacheKeys].map(([url, cacheKey]) => {
    const integrity = integrityFor(cacheKey);
    return {
      url,
      cacheKey,
      init: {
        ...(integrity === undefined ? {} : { integrity }),
        cache: cacheKey === url ? 'default' : 'reload',
        credentials: 'same-origin',
      },
    };
  });
}

/**
 * Runs `task` on every item, at most `limit` at once, starting them in the items' order. Rejects with the first
 * failure, after which no further item starts (an install that fails is retried whole by the browser).
 */
export async function eachAtMost<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<unknown>,
): Promise<void> {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`limit must be a whole number of at least 1`);
  let next = 0;
  let failed = false;
  const lane = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await task(item);
      } catch (cause) {
        failed = true;
        throw cause;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
