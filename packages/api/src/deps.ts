import type { HttpBindings } from '@hono/node-server';
import type { ServerClock } from './clock.ts';
import type { ApiConfig, GeoMirrorSettings } from './config.ts';
import type { Database } from './db/database.ts';
import type { CountryLookup } from './geo/geoIpDatabase.ts';
import type { Pace } from './http/pace.ts';
import type { RateLimiter } from './http/rateLimit.ts';
import type { PasswordHasher } from './security/passwords.ts';

/** Everything a route needs, built once per server by `startApi`. */
export interface Deps {
  readonly db: Database;
  readonly config: ApiConfig;
  readonly clock: ServerClock;
  readonly hasher: PasswordHasher;
  readonly limiter: RateLimiter;
  /** The geo and mirror answers; development mode changes them through `/__dev/config`. */
  readonly geoMirror: GeoMirrorSettings;
  /** The client's country by its address, where a GeoIP database is configured (`--geoip-db`). */
  readonly geoIp?: CountryLookup | null;
  /** What the server did (the outbox's codes and links, payouts made): stdout. */
  readonly log: (line: string) => void;
  /** A failure (a 500, a background job or a live step that threw): stderr. */
  readonly warn: (line: string) => void;
  /** The clock and wait that even out the answers of calls that must not tell accounts apart (`evenAnswers`). */
  readonly pace: Pace;
  /** Where the server listens (known once it does); links fall back to it. */
  readonly listenUrl: () => string;
  /** The game provider's origin (its own port), where launch URLs point. */
  readonly providerUrl: () => string;
  /** The secret the provider sends with every wallet call (server to server; never reaches a browser). */
  readonly walletKey: string;
  /** Back to the state of a fresh start: seeded database, start-up settings, no offsets or counters. */
  readonly resetToSeed: () => Promise<void>;
}

/** A caught failure as one line for `Deps.warn`: its message, or its stack where the place it threw matters. */
export function errorText(error: unknown, withStack = false): string {
  if (!(error instanceof Error)) return String(error);
  return withStack ? (error.stack ?? error.message) : error.message;
}

/** Who is calling, as far as the server can tell: set once per request by `clientAddresses`. */
export interface ClientAddress {
  /** The client's address, canonical (IPv4-mapped IPv6 written as IPv4). */
  readonly ip: string;
  /** The key its limits are counted under: the IPv4 address, or the IPv6 /64. */
  readonly limitKey: string;
  /** The peer of the socket: the client itself, or the trusted proxy in front of it. */
  readonly peer: string;
  /** Whether the request came from a trusted proxy, which speaks for a client elsewhere. */
  readonly proxied: boolean;
  /** Whether the client reached us over TLS: the request's own scheme, or a trusted proxy's `X-Forwarded-Proto`. */
  readonly https: boolean;
}

export type AppEnv = { Bindings: HttpBindings; Variables: { client: ClientAddress } };
