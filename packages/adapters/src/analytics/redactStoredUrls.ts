import { redactUrlForAnalytics } from '@casino/core';

/** The part of posthog-js's persistence (cookie, localStorage, sessionStorage) this guard touches. */
export interface PosthogStore {
  props: Record<string, unknown>;
  save(): void;
}

/**
 * Where posthog-js keeps an address: properties named like one, and the short `u` (URL) and `r` (referrer) of
 * `$initial_person_info` and of `$client_session_props.props`.
 */
const URL_KEY = /(url|pathname|path|referrer|href)$/i;
const SHORT_URL_KEYS = new Set(['u', 'r']);
/** `$client_session_props` nests `props` one level below the stored property; nothing posthog-js stores goes deeper. */
const MAX_DEPTH = 3;

function redactValues(value: unknown, depth: number): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || Array.isArray(value)) return;
  const record = value as Record<string, unknown>;
  for (const [key, entry] of Object.entries(record)) {
    if (typeof entry === 'string' && (URL_KEY.test(key) || (depth > 0 && SHORT_URL_KEYS.has(key)))) {
      const redacted = redactUrlForAnalytics(entry);
      if (redacted !== entry) record[key] = redacted;
    } else {
      redactValues(entry, depth + 1);
    }
  }
}

/**
 * posthog-js writes the landing address and referrer (`$initial_person_info`, the session's entry address) into its
 * cookie and localStorage, unredacted: `before_send` guards only events. This wraps each store's `save`, through which
 * every write passes, so the properties are redacted by the core's rule before anything reaches the browser's storage.
 */
export function redactStoredUrls(stores: readonly (PosthogStore | undefined)[]): void {
  for (const store of stores) {
    if (!store) continue;
    const save = store.save.bind(store);
    store.save = () => {
      redactValues(store.props, 0);
      save();
    };
    store.save();
  }
}
