import type { HttpBindings } from '@hono/node-server';
import type { ServerClock } from './clock.ts';
import type { ClientAddress } from './http/clientAddress.ts';
import type { ApiConfig, GeoMirrorSettings } from './config.ts';
import type { Database } from './db/database.ts';
import type { Pace } from './http/evenAnswer.ts';
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
  readonly log: (line: string) => void;
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

export type AppEnv = { Bindings: HttpBindings; Variables: { client: ClientAddress } };
