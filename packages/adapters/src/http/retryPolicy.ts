/** Methods that may be sent twice without changing the outcome (§7): only these are retried. */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['get', 'head', 'options', 'put', 'delete']);

/** Statuses worth one more try (§7). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Wait before the retry when the server does not say (Retry-After absent). */
export const DEFAULT_RETRY_DELAY_MS = 250;

/** The longest Retry-After we wait for; a server asking for longer is not retried, so no call hangs. */
export const MAX_RETRY_DELAY_MS = 10_000;

export function isRetryable(method: string | undefined, status: number): boolean {
  return IDEMPOTENT_METHODS.has((method ?? 'get').toLowerCase()) && RETRYABLE_STATUSES.has(status);
}

/**
 * Milliseconds to wait before retrying, from a Retry-After header (delay-seconds or an HTTP date), or null when the
 * server asks for longer than `maxMs`. A header that is neither is ignored.
 */
export function retryDelayMs(
  retryAfter: unknown,
  now: number,
  maxMs: number = MAX_RETRY_DELAY_MS,
): number | null {
  const delay = parseRetryAfter(retryAfter, now) ?? DEFAULT_RETRY_DELAY_MS;
  return delay > maxMs ? null : delay;
}

function parseRetryAfter(value: unknown, now: number): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}
