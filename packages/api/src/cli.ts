import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseOperators, type OperatorAccount } from './operator/backOfficeConfig.ts';
import { liveOptionsFromEnv } from './live/liveEnv.ts';
import { liveTableTimingFromEnv } from './provider/liveTable.ts';
import type { StartApiOptions } from './config.ts';
import { DEFAULT_RATE_LIMITS, DEFAULT_SOCKET_LIMITS, type RateLimits, type SocketLimits } from './limits.ts';

export interface CliCommand {
  readonly options: StartApiOptions;
  /** `--reset`: put the database back to the seed and exit. */
  readonly resetOnly: boolean;
  readonly help: boolean;
}

export const USAGE = `Usage: node src/main.ts [options]

  --port <n>                 port (API_PORT, default 8787; 0 picks a free one)
  --provider-port <n>        the game provider's port (PROVIDER_PORT, default 8790; 0 picks a free one)
  --host <addr>              interface (API_HOST, default 127.0.0.1, with ::1 beside it for localhost)
  --data-dir <dir>           database folder or :memory: (API_DATA_DIR, default packages/api/.data)
  --dev / --no-dev           development mode: /__dev/* on loopback only (API_DEV=1|0, default off)
  --origins <list>           allowed web origins, comma separated (API_ORIGINS)
  --access-ttl <seconds>     access token lifetime (API_ACCESS_TTL_SECONDS, default 900)
  --blocked-countries <list> countries /geo_ip answers 451 for (API_BLOCKED_COUNTRIES, default US,GB)
  --default-country <code>   country when none is given (API_DEFAULT_COUNTRY, default RU)
  --geoip-db <file.mmdb>     country database for /geo_ip (API_GEOIP_DB, default none: the default country)
  --mirror-new-link <url>    /mirror's moved-mirror link (API_MIRROR_NEW_LINK)
  --redirect-target <target> /middleware/mirrorRedirect's target, a URL or an in-app path (API_REDIRECT_TARGET)
  --sso <url>                /mirror's and login's sso link (API_SSO)
  --public-url <url>         base of links when reached by a non-loopback name (API_PUBLIC_URL)
  --scrypt-cost <n>          scrypt N for passwords (API_SCRYPT_COST, default 16384)
  --revshare-url <url>       /api/v2/settings' affiliate programme link, '' for none (API_REVSHARE_URL)
  --telegram-channel-url <url> /api/v2/settings' Telegram channel link, '' for none (API_TELEGRAM_CHANNEL_URL)
  --login-limit-per-address <n> failed logins and code checks a minute from one address
                             (API_LOGIN_LIMIT_PER_ADDRESS, default 30; the per-account limit stays 10)
  --code-limit-per-address <n> codes and links sent a minute from one address
                             (API_CODE_LIMIT_PER_ADDRESS, default 20; the per-account limit stays 5)
  --register-limit-per-address <n> registrations an hour from one address
                             (API_REGISTER_LIMIT_PER_ADDRESS, default 30)
  --ingest-limit-per-address <n> analytics batches a minute from one address
                             (API_INGEST_LIMIT_PER_ADDRESS, default 300)
  --sockets-per-address <n>  live sockets open at once from one address (API_SOCKETS_PER_ADDRESS, default 16)
  --socket-logins-per-address <n> live-socket logins a minute from one address
                             (API_SOCKET_LOGINS_PER_ADDRESS, default 60)
  --max-connections <n>      open connections a listening socket holds, past which a new one is closed at once
                             (API_MAX_CONNECTIONS, default 512; each player's browser keeps one or more open)
  --trusted-proxy <list>     addresses of TLS proxies whose X-Forwarded-For and X-Forwarded-Proto are believed,
                             comma separated (API_TRUSTED_PROXIES, default none)
  --ingest-retention-days <n> analytics events kept this many days (API_INGEST_RETENTION_DAYS, default 30)
  Live games, environment only: API_CRASH_BETTING_MS (6000), API_CRASH_PAUSE_MS (3000), API_CRASH_GROWTH_PER_MS
  (0.00006: the curve's pace, g of floor(100 × e^(g t)), sent to clients), API_ROOM_COUNTDOWN_MS (30000),
  API_CRASH_CHAIN_LENGTH (10000 hashes, made once per database)
  --bots / --no-bots         the house's bot players, accounts flagged as bots that bet a few times a minute through
                             the same HTTP and socket paths as players (API_BOTS=1|0, default off; npm start turns
                             them on); API_BOTS_EVERY_MS (20000) between their instant bets
  --operators-file <file>    the operators, their roles and the SHA-256 of their tokens, JSON (API_OPERATORS_FILE,
                             or the JSON itself in API_OPERATORS; default none: the operator API refuses every call)
  --documents-dir <dir>      where identity documents are stored (API_DOCUMENTS_DIR, default <data dir>/documents)
  Payouts, environment only: API_PAYOUT_COOLING_SECONDS (1800) before an automatic payout, API_PAYOUT_EVERY_MS
  (10000) between the payout processor's runs
  --fresh                    start from a freshly seeded database
  --reset                    reset the database to the seed and exit
  --help`;

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function number(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/** The per-address limits a busy test run may raise; the per-account ones, which guard each player, stay as they are. */
function addressLimits(
  login: number | undefined,
  code: number | undefined,
  register: number | undefined,
  ingest: number | undefined,
): Partial<RateLimits> | undefined {
  if ([login, code, register, ingest].every((max) => max === undefined)) return undefined;
  const within = (max: number | undefined, fallback: RateLimits['loginPerAddress']) =>
    max === undefined ? fallback : { max, windowSeconds: fallback.windowSeconds };
  return {
    loginPerAddress: within(login, DEFAULT_RATE_LIMITS.loginPerAddress),
    codePerAddress: within(code, DEFAULT_RATE_LIMITS.codePerAddress),
    registerPerAddress: within(register, DEFAULT_RATE_LIMITS.registerPerAddress),
    ingestPerAddress: within(ingest, DEFAULT_RATE_LIMITS.ingestPerAddress),
  };
}

function socketLimits(
  perAddress: number | undefined,
  logins: number | undefined,
): Partial<SocketLimits> | undefined {
  if (perAddress === undefined && logins === undefined) return undefined;
  return {
    ...(perAddress === undefined ? {} : { perAddress }),
    ...(logins === undefined
      ? {}
      : { authPerAddress: { ...DEFAULT_SOCKET_LIMITS.authPerAddress, max: logins } }),
  };
}

/** The operators from a file, or from JSON in the environment; none when neither is given. */
/** The listener's cap on open connections when one is given; the other connection limits keep their defaults. */
function connectionLimits(maxConnections: number | undefined): StartApiOptions['connectionLimits'] {
  if (maxConnections === 0) throw new Error('--max-connections must be at least 1, got "0"');
  return maxConnections === undefined ? undefined : { maxConnections };
}

function operatorsFrom(file: string | undefined, inline: string | undefined): OperatorAccount[] | undefined {
  if (file) return parseOperators(readFileSync(file, 'utf8'), file);
  if (inline) return parseOperators(inline, 'API_OPERATORS');
  return undefined;
}

/** Flags win over environment variables, which win over the defaults of `startApi`. */
export function parseCli(argv: readonly string[], env: NodeJS.ProcessEnv): CliCommand {
  const { values } = parseArgs({
    args: [...argv],
    allowNegative: true,
    options: {
      port: { type: 'string' },
      'provider-port': { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      dev: { type: 'boolean' },
      origins: { type: 'string' },
      'access-ttl': { type: 'string' },
      'blocked-countries': { type: 'string' },
      'default-country': { type: 'string' },
      'geoip-db': { type: 'string' },
      'mirror-new-link': { type: 'string' },
      'redirect-target': { type: 'string' },
      sso: { type: 'string' },
      'public-url': { type: 'string' },
      'scrypt-cost': { type: 'string' },
      'revshare-url': { type: 'string' },
      'telegram-channel-url': { type: 'string' },
      'login-limit-per-address': { type: 'string' },
      'code-limit-per-address': { type: 'string' },
      'register-limit-per-address': { type: 'string' },
      'ingest-limit-per-address': { type: 'string' },
      'sockets-per-address': { type: 'string' },
      'socket-logins-per-address': { type: 'string' },
      'max-connections': { type: 'string' },
      'trusted-proxy': { type: 'string' },
      'ingest-retention-days': { type: 'string' },
      'operators-file': { type: 'string' },
      'documents-dir': { type: 'string' },
      bots: { type: 'boolean' },
      fresh: { type: 'boolean' },
      reset: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const envDev =
    env['API_DEV'] === undefined ? undefined : env['API_DEV'] !== '0' && env['API_DEV'] !== 'false';
  const options: StartApiOptions = {
    port: number('--port', values.port ?? env['API_PORT']),
    providerPort: number('--provider-port', values['provider-port'] ?? env['PROVIDER_PORT']),
    host: values.host ?? env['API_HOST'],
    dataDir: values['data-dir'] ?? env['API_DATA_DIR'],
    dev: values.dev ?? envDev,
    allowedOrigins: list(values.origins ?? env['API_ORIGINS']),
    accessTtlSeconds: number('--access-ttl', values['access-ttl'] ?? env['API_ACCESS_TTL_SECONDS']),
    blockedCountries: list(values['blocked-countries'] ?? env['API_BLOCKED_COUNTRIES']),
    defaultCountry: values['default-country'] ?? env['API_DEFAULT_COUNTRY'],
    geoIpDatabase: values['geoip-db'] ?? env['API_GEOIP_DB'],
    mirrorNewLink: values['mirror-new-link'] ?? env['API_MIRROR_NEW_LINK'],
    redirectTarget: values['redirect-target'] ?? env['API_REDIRECT_TARGET'],
    sso: values.sso ?? env['API_SSO'],
    publicUrl: values['public-url'] ?? env['API_PUBLIC_URL'],
    scryptCost: number('--scrypt-cost', values['scrypt-cost'] ?? env['API_SCRYPT_COST']),
    revshareUrl: values['revshare-url'] ?? env['API_REVSHARE_URL'],
    telegramChannelUrl: values['telegram-channel-url'] ?? env['API_TELEGRAM_CHANNEL_URL'],
    rateLimits: addressLimits(
      number(
        '--login-limit-per-address',
        values['login-limit-per-address'] ?? env['API_LOGIN_LIMIT_PER_ADDRESS'],
      ),
      number(
        '--code-limit-per-address',
        values['code-limit-per-address'] ?? env['API_CODE_LIMIT_PER_ADDRESS'],
      ),
      number(
        '--register-limit-per-address',
        values['register-limit-per-address'] ?? env['API_REGISTER_LIMIT_PER_ADDRESS'],
      ),
      number(
        '--ingest-limit-per-address',
        values['ingest-limit-per-address'] ?? env['API_INGEST_LIMIT_PER_ADDRESS'],
      ),
    ),
    socketLimits: socketLimits(
      number('--sockets-per-address', values['sockets-per-address'] ?? env['API_SOCKETS_PER_ADDRESS']),
      number(
        '--socket-logins-per-address',
        values['socket-logins-per-address'] ?? env['API_SOCKET_LOGINS_PER_ADDRESS'],
      ),
    ),
    connectionLimits: connectionLimits(
      number('--max-connections', values['max-connections'] ?? env['API_MAX_CONNECTIONS']),
    ),
    trustedProxies: list(values['trusted-proxy'] ?? env['API_TRUSTED_PROXIES']),
    ingestRetentionDays: number(
      '--ingest-retention-days',
      values['ingest-retention-days'] ?? env['API_INGEST_RETENTION_DAYS'],
    ),
    reset: values.fresh ?? false,
    live: liveOptionsFromEnv(env, values.bots),
    liveTable: liveTableTimingFromEnv(env),
    fingerprintPrivateKey: env['API_FINGERPRINT_PRIVATE_KEY'],
    operators: operatorsFrom(values['operators-file'] ?? env['API_OPERATORS_FILE'], env['API_OPERATORS']),
    documentsDir: values['documents-dir'] ?? env['API_DOCUMENTS_DIR'],
    payoutCoolingSeconds: number('API_PAYOUT_COOLING_SECONDS', env['API_PAYOUT_COOLING_SECONDS']),
    payoutEveryMs: number('API_PAYOUT_EVERY_MS', env['API_PAYOUT_EVERY_MS']),
  };
  // Unset options stay absent, so startApi's defaults apply.
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return { options: defined, resetOnly: values.reset ?? false, help: values.help ?? false };
}
