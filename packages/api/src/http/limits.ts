import type { Context } from 'hono';
import type { Deps } from '../deps.ts';
import { ApiError } from './errors.ts';
import type { Counter } from './rateLimit.ts';
import { clientIp } from './request.ts';

/**
 * Two counts apart, refused when either is full: the caller's address (so one address cannot spray many accounts or
 * phones) and the account named (so many addresses cannot share out the tries against one account).
 */
function countersOf(c: Context, deps: Deps, bucket: 'login' | 'code', identity: string): Counter[] {
  const limits = deps.config.rateLimits;
  return [
    {
      key: `${bucket}:address:${clientIp(c)}`,
      limit: bucket === 'login' ? limits.loginPerAddress : limits.codePerAddress,
    },
    { key: `${bucket}:account:${identity.toLowerCase()}`, limit: limits[bucket] },
  ];
}

/** Anything that sends an email or SMS counts against the caller's address and against the address it names. */
export function limitSends(c: Context, deps: Deps, identity: string): void {
  deps.limiter.admit(countersOf(c, deps, 'code', identity));
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
  const counters = countersOf(c, deps, 'login', identity);
  deps.limiter.admit(counters);
  let failed = false;
  try {
    return await attempt();
  } catch (error) {
    failed = error instanceof ApiError && error.status === 422;
    throw error;
  } finally {
    if (!failed) deps.limiter.forgive(counters);
  }
}
