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
 * ends (the right password too), so neither a password nor a six-digit code can be walked. Each attempt is counted
 * before it runs and given back unless it fails, so a burst sent at once cannot outrun the count, and a refused
 * attempt never reaches the slow password hash. Successes do not count.
 */
export async function limitFailures<T>(
  c: Context,
  deps: Deps,
  identity: string,
  attempt: () => T | Promise<T>,
): Promise<T> {
  const key = keyOf(c, 'login', identity);
  const limit = deps.config.rateLimits.login;
  deps.limiter.admit(key, limit);
  let failed = false;
  try {
    return await attempt();
  } catch (error) {
    failed = error instanceof ApiError && error.status === 422;
    throw error;
  } finally {
    if (!failed) deps.limiter.forgive(key, limit);
  }
}
