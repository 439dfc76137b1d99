import type { Context } from 'hono';
import type { Deps } from '../deps.ts';
import { ApiError } from './errors.ts';
import { clientIp } from './request.ts';

const keyOf = (c: Context, bucket: string, identity: string) =>
  `${bucket}:${clientIp(c)}:${identity.toLowerCase()}`;

/** Anything that sends an email or SMS counts against the caller's address and the address it names. */
export function limitSends(c: Context, deps: Deps, identity: string): void {
  deps.limiter.consume(keyOf(c, 'code', identity), deps.config.rateLimits.code);
}

/**
 * Password logins and code checks: once the failures of a window reach the limit, every attempt is refused until it
 * ends (the right password too), so neither a password nor a six-digit code can be walked. Successes do not count.
 */
export async function limitFailures<T>(
  c: Context,
  deps: Deps,
  identity: string,
  attempt: () => T | Promise<T>,
): Promise<T> {
  const key = keyOf(c, 'login', identity);
  const limit = deps.config.rateLimits.login;
  deps.limiter.ensureOpen(key, limit);
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) deps.limiter.note(key, limit);
    throw error;
  }
}
