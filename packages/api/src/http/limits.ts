import type { Context } from 'hono';
import type { RateLimits } from '../config.ts';
import type { Deps } from '../deps.ts';
import { clientIp } from './request.ts';

/**
 * Counts an attempt against the caller's address and the account it names: `login` for passwords and code checks,
 * `code` for anything that sends an email or SMS.
 */
export function limitAttempts(c: Context, deps: Deps, bucket: keyof RateLimits, identity: string): void {
  deps.limiter.hit(`${bucket}:${clientIp(c)}:${identity.toLowerCase()}`, deps.config.rateLimits[bucket]);
}
