import path from 'node:path';
import type { LiveOptions } from './live/liveOptions.ts';
import { DEFAULT_LIVE_TABLE_TIMING, type LiveTableTiming } from './provider/liveTableTiming.ts';
import type { Pace } from './http/pace.ts';
import {
  resolveBackOffice,
  type BackOfficeConfig,
  type BackOfficeOptions,
} from './operator/backOfficeConfig.ts';
import { canonicalIp } from './http/ipAddress.ts';
import {
  DEFAULT_CONNECTION_LIMITS,
  DEFAULT_RATE_LIMITS,
  DEFAULT_SOCKET_LIMITS,
  type ConnectionLimits,
  type RateLimits,
  type SocketLimits,
} from './limits.ts';
import {
  resolveSiteSettings,
  type SiteSettingsConfig,
  type SiteSettingsOptions,
} from './siteSettingsConfig.ts';

/** What a caller may set when starting the API; everything has a default fit for running the web app locally. */
export interface StartApiOptions extends SiteSettingsOptions, BackOfficeOptions {
  /** TCP port; 0 picks a free one. Default 8787. */
  readonly port?: number;
  /** The game provider's own port (its origin differs from the API's, like a real one); 0 picks a free one. Default 8790, or 0 with `port` 0. */
  readonly providerPort?: number;
  /** The secret the provider sends with wallet calls. Default: random at every start (the provider runs in-process). */
  readonly walletKey?: string;
  /** Interface to bind. Default 127.0.0.1 (and ::1 beside it, so `localhost` works whichever family it resolves to). */
  readonly host?: string;
  /** Folder of the database file, or `:memory:`. Default `packages/api/.data`. */
  readonly dataDir?: string;
  /** Development mode: enables `/__dev/*` (on loopback only), the `X-Debug-Country` header. Default false. */
  readonly dev?: boolean;
  /** Web origins allowed by CORS and as social-login `postMessage` targets. */
  readonly allowedOrigins?: readonly string[];
  readonly accessTtlSeconds?: number;
  readonly refreshTtlSeconds?: number;
  readonly blockedCountries?: readonly string[];
  readonly defaultCountry?: string;
  /** A MaxMind DB (`.mmdb`) country database: `/geo_ip` answers the client's address's country from it. Default none. */
  readonly geoIpDatabase?: string;
  readonly mirrorNewLink?: string | null;
  /** `/middleware/mirrorRedirect`'s target for the redirect check (§2): an absolute URL or an in-app path. */
  readonly redirectTarget?: string | null;
  readonly sso?: string | null;
  readonly metaYandexVerification?: string | null;
  /** scrypt cost parameter N (a power of two); lower it in tests. */
  readonly scryptCost?: number;
  readonly invoiceLifeTimeSeconds?: number;
  /** Where the server says it lives in links it hands out, when the request's own host is not a loopback name. */
  readonly publicUrl?: string;
  /** Start from a freshly seeded database, dropping what the data folder held. */
  readonly reset?: boolean;
  readonly rateLimits?: Partial<RateLimits>;
  /** Addresses of the TLS proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` are believed. Default none. */
  readonly trustedProxies?: readonly string[];
  readonly connectionLimits?: Partial<ConnectionLimits>;
  /** The live sockets' limits (idle time, sockets per address, auth and command frames). */
  readonly socketLimits?: Partial<SocketLimits>;
  /** Analytics events older than this are deleted. Default 30. */
  readonly ingestRetentionDays?: number;
  /** Time source in milliseconds; tests inject one to expire invoices and codes without waiting. */
  readonly clock?: { now(): number };
  /** Crash and the rooms: their schedule and the scheduler of their waits (tests move it by hand). */
  readonly live?: LiveOptions;
  /** The provider's live tables: how long bets are taken and the ball spins. */
  readonly liveTable?: Partial<LiveTableTiming>;
  /** See ApiConfig.fingerprintPrivateKey. */
  readonly fingerprintPrivateKey?: string;
  /** Recovery and code sends answer this long after the request, account or not (issue 33). Default 300 ms. */
  readonly evenAnswerMs?: number;
  /** The pacing of those answers; tests inject one. Default: the monotonic clock and a timer. */
  readonly pace?: Pace;
  /** Where log lines go (the outbox prints here). Default stdout. */
  readonly log?: (line: string) => void;
  /**
   * Where failures go (a request that failed with a 500, a background job or a live step that threw): stderr by
   * default, so a harness that keeps only the servers' stderr (the browser suite's) still shows them.
   */
  readonly warn?: (line: string) => void;
}

export interface ApiConfig {
  readonly port: number;
  readonly providerPort: number;
  readonly host: string;
  readonly databaseFile: string;
  readonly dev: boolean;
  readonly allowedOrigins: readonly string[];
  readonly accessTtlSeconds: number;
  readonly refreshTtlSeconds: number;
  readonly scryptCost: number;
  readonly invoiceLifeTimeSeconds: number;
  readonly publicUrl: string | null;
  readonly reset: boolean;
  readonly rateLimits: RateLimits;
  /** Canonical addresses (see http/ipAddress.ts) of the trusted proxies. */
  readonly trustedProxies: readonly string[];
  readonly connectionLimits: ConnectionLimits;
  readonly socketLimits: SocketLimits;
  readonly evenAnswerMs: number;
  readonly ingestRetentionDays: number;
  readonly geoMirror: GeoMirrorSettings;
  /** The answer of `/api/v2/settings`. */
  readonly siteSettings: SiteSettingsConfig;
  readonly liveTable: LiveTableTiming;
  /** The private key (PEM) that opens the fingerprints browsers send encrypted (§7); null: they are ignored. */
  readonly fingerprintPrivateKey: string | null;
  /** Operators, identity documents' folder and the payout processor (issue 34). */
  readonly backOffice: BackOfficeConfig;
  /** The country database `/geo_ip` reads the client's country from; null: every client is in the default country. */
  readonly geoIpDatabase: string | null;
}

/** The answers of `/geo_ip`, `/mirror` and `/middleware/mirrorRedirect`; development mode may change them at run time. */
export interface GeoMirrorSettings {
  blockedCountries: string[];
  defaultCountry: string;
  mirrorNewLink: string | null;
  redirectTarget: string | null;
  sso: string | null;
  metaYandexVerification: string | null;
}

export const DEFAULT_PORT = 8787;
/** Beside the API's 8787 (8788 is the browser suite's second API). */
export const DEFAULT_PROVIDER_PORT = 8790;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '..', '.data');
export const DEFAULT_ORIGINS = ['http://localhost:5173', 'http://localhost:4173'] as const;
/** Invoice life (§9): 1200 s. */
export const INVOICE_LIFE_TIME_SECONDS = 1200;
export const DATABASE_FILE_NAME = 'casino.sqlite';

export function resolveConfig(options: StartApiOptions): ApiConfig {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  return {
    port: options.port ?? DEFAULT_PORT,
    // An API on a free port (tests) puts its provider on one too.
    providerPort: options.providerPort ?? (options.port === 0 ? 0 : DEFAULT_PROVIDER_PORT),
    host: options.host ?? DEFAULT_HOST,
    databaseFile: dataDir === ':memory:' ? ':memory:' : path.join(path.resolve(dataDir), DATABASE_FILE_NAME),
    dev: options.dev ?? false,
    allowedOrigins: (options.allowedOrigins ?? DEFAULT_ORIGINS).map((origin) => origin.replace(/\/+$/, '')),
    accessTtlSeconds: options.accessTtlSeconds ?? 15 * 60,
    refreshTtlSeconds: options.refreshTtlSeconds ?? 30 * 24 * 60 * 60,
    scryptCost: options.scryptCost ?? 16384,
    invoiceLifeTimeSeconds: options.invoiceLifeTimeSeconds ?? INVOICE_LIFE_TIME_SECONDS,
    publicUrl: options.publicUrl?.replace(/\/+$/, '') ?? null,
    reset: options.reset ?? false,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...definedOnly(options.rateLimits ?? {}) },
    trustedProxies: (options.trustedProxies ?? []).map(canonicalIp),
    connectionLimits: { ...DEFAULT_CONNECTION_LIMITS, ...definedOnly(options.connectionLimits ?? {}) },
    socketLimits: { ...DEFAULT_SOCKET_LIMITS, ...definedOnly(options.socketLimits ?? {}) },
    evenAnswerMs: options.evenAnswerMs ?? 300,
    ingestRetentionDays: options.ingestRetentionDays ?? 30,
    geoMirror: initialGeoMirror(options),
    siteSettings: resolveSiteSettings(options),
    liveTable: { ...DEFAULT_LIVE_TABLE_TIMING, ...definedOnly(options.liveTable ?? {}) },
    fingerprintPrivateKey: options.fingerprintPrivateKey?.trim() || null,
    backOffice: resolveBackOffice(options, dataDir),
    geoIpDatabase: options.geoIpDatabase?.trim() || null,
  };
}

/** A partial option object without its `undefined` entries, so spreading it over the defaults keeps them. */
function definedOnly<T extends object>(given: T): Partial<T> {
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export function initialGeoMirror(options: StartApiOptions): GeoMirrorSettings {
  return {
    blockedCountries: (options.blockedCountries ?? ['US', 'GB']).map((code) => code.toUpperCase()),
    defaultCountry: (options.defaultCountry ?? 'RU').toUpperCase(),
    mirrorNewLink: options.mirrorNewLink ?? null,
    redirectTarget: options.redirectTarget ?? null,
    sso: options.sso ?? null,
    metaYandexVerification: options.metaYandexVerification ?? null,
  };
}
