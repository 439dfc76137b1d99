import type { Context } from 'hono';
import type { Deps } from '../deps.ts';
import { clientOf } from './clientAddress.ts';
import { ApiError, validation } from './errors.ts';
import type { Counter } from './rateLimit.ts';

const addressCounter = (
  c: Context,
  deps: Deps,
  bucket: 'login' | 'code' | 'register' | 'ingest',
): Counter => {
  const limits = deps.config.rateLimits;
  const limit = {
    login: limits.loginPerAddress,
    code: limits.codePerAddress,
    register: limits.registerPerAddress,
    ingest: limits.ingestPerAddress,
  }[bucket];
  return { key: `${bucket}:address:${clientOf(c).limitKey}`, limit };
};

const accountCounter = (deps: Deps, bucket: 'login' | 'code' | 'codeGuesses', identity: string): Counter => ({
  key: `${bucket}:account:${identity.toLowerCase()}`,
  limit: deps.config.rateLimits[bucket],
});

/**
 * Anything that sends an email or SMS counts against the caller's address and against the address it names, so one
 * caller cannot spray many phones, nor many callers flood one.
 */
export function limitSends(c: Context, deps: Deps, identity: string): void {
  deps.limiter.admit([addressCounter(c, deps, 'code'), accountCounter(deps, 'code', identity)]);
}

/** Registrations from one address (one IPv4 address or one IPv6 /64). */
export function limitRegistrations(c: Context, deps: Deps): void {
  deps.limiter.admit([addressCounter(c, deps, 'register')]);
}

/**
 * The old-password check of a password change: its failures count per account and per address, refused with 429 once
 * either is full, so a stolen access token cannot be used to walk the password (and so take over the account).
 */
export async function limitPasswordCheck(
  c: Context,
  deps: Deps,
  playerId: number,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const counters = [
    addressCounter(c, deps, 'login'),
    { key: `password_update:account:${playerId}`, limit: deps.config.rateLimits.passwordUpdate },
  ];
  deps.limiter.admit(counters);
  const right = await check();
  if (right) deps.limiter.forgive(counters);
  return right;
}

/** Analytics batches from one address. */
export function limitIngest(c: Context, deps: Deps): void {
  deps.limiter.admit([addressCounter(c, deps, 'ingest')]);
}

/**
 * Runs a check of a secret (password, code) under the caller's address limit: once the address's failures of a
 * window reach it, every attempt from it is refused with 429 until the window ends. Each attempt is counted before
 * it runs and given back unless it fails, so a burst sent at once cannot outrun the count, and a refused attempt never
 * reaches the slow password hash. The account is not walled off here (see `passwordAttempt`): a flood from elsewhere
 * must not lock out its owner. `onFailure` runs for each failed attempt.
 */
export async function limitFailures<T>(
  c: Context,
  deps: Deps,
  attempt: () => T | Promise<T>,
  onFailure: () => void = () => undefined,
): Promise<T> {
  const counters = [addressCounter(c, deps, 'login')];
  deps.limiter.admit(counters);
  let failed = false;
  try {
    return await attempt();
  } catch (error) {
    failed = error instanceof ApiError && error.status === 422;
    if (failed) onFailure();
    throw error;
  } finally {
    if (!failed) deps.limiter.forgive(counters);
  }
}

/**
 * A password check for the account `identity` names, whether or not it exists (so the answers tell no one which
 * accounts exist). Once the account's failures of a window reach the `login` limit, an attempt without a captcha is
 * answered `captcha-required` without running the hash; with one, the password is checked as usual, so the owner
 * still gets in while a flood goes on. A success clears the account's count.
 */
export async function passwordAttempt<T>(
  c: Context,
  deps: Deps,
  identity: string,
  captcha: string | null,
  attempt: () => T | Promise<T>,
): Promise<T> {
  const account = accountCounter(deps, 'login', identity);
  const result = await limitFailures(
    c,
    deps,
    () => {
      if (!captcha && deps.limiter.isFull(account)) throw validation({ captcha: ['captcha-required'] });
      return attempt();
    },
    () => deps.limiter.record(account),
  );
  // The owner is in: the next login of the account needs no captcha until failures pile up again.
  deps.limiter.reset(account);
  return result;
}

/**
 * A one-time code check for the account `identity` names (issue 33). Besides the address's failure limit and the five
 * guesses of each code, an account takes `codeGuesses` wrong guesses a day (10) whatever the code: the guess that
 * fills the budget also kills the codes still outstanding (`onSpent`), and past it a guess without a captcha is
 * answered `captcha-required` without being checked, so a guess needs a code sent since and a captcha.
 */
export async function codeAttempt<T>(
  c: Context,
  deps: Deps,
  identity: string,
  captcha: string | null,
  attempt: () => T | Promise<T>,
  onSpent: () => void,
): Promise<T> {
  const account = accountCounter(deps, 'codeGuesses', identity);
  let refused = false;
  return limitFailures(
    c,
    deps,
    () => {
      refused = !captcha && deps.limiter.isFull(account);
      if (refused) throw validation({ captcha: ['captcha-required'] });
      return attempt();
    },
    () => {
      if (refused) return;
      deps.limiter.record(account);
      if (deps.limiter.isFull(account)) onSpent();
    },
  );
}
