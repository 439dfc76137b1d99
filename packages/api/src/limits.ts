/** The API's limits on callers (docs/security.md): rate limits, slow clients and the live sockets, with their defaults. */

export interface RateLimit {
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * Failed password logins and code checks from one caller address share `loginPerAddress`, refused with 429 once full.
 * `login` counts an account's failed password logins from anywhere: once full, a password login needs a captcha
 * (never a 429, so a flood cannot lock the owner out). Sending a code (SMS or email) is counted per account named
 * (`code`) and per address (`codePerAddress`); either one full refuses. Docs: docs/security.md, "Rate limits".
 */
export interface RateLimits {
  readonly login: RateLimit;
  readonly code: RateLimit;
  readonly loginPerAddress: RateLimit;
  readonly codePerAddress: RateLimit;
  readonly registerPerAddress: RateLimit;
  /** Wrong old passwords on `/password/update`, per account. */
  readonly passwordUpdate: RateLimit;
  readonly ingestPerAddress: RateLimit;
  /** Wrong one-time codes per account, whatever the code: once full, a guess needs a captcha and a new code. */
  readonly codeGuesses: RateLimit;
}

/** Per account: a captcha after 3 failed logins in 15 minutes, 5 sends a minute. Per address: more. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 3, windowSeconds: 900 },
  code: { max: 5, windowSeconds: 60 },
  loginPerAddress: { max: 30, windowSeconds: 60 },
  codePerAddress: { max: 20, windowSeconds: 60 },
  registerPerAddress: { max: 30, windowSeconds: 3600 },
  passwordUpdate: { max: 5, windowSeconds: 900 },
  ingestPerAddress: { max: 300, windowSeconds: 60 },
  codeGuesses: { max: 10, windowSeconds: 86_400 },
};

/** Against slow clients that hold sockets open (slowloris): Node's own timeouts and a cap on open connections. */
export interface ConnectionLimits {
  /** The whole request head must arrive within this. */
  readonly headersTimeoutMs: number;
  /** The whole request, body included. */
  readonly requestTimeoutMs: number;
  /** How often Node checks the two above. */
  readonly checkIntervalMs: number;
  readonly keepAliveTimeoutMs: number;
  /** Open connections per listening socket; more are closed at once. */
  readonly maxConnections: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 512,
};

export interface WindowLimit {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * The live sockets (issue 33). A socket that sends no frame for `idleMs` is closed (the web client pings every 5 s);
 * one address holds at most `perAddress` sockets, well under the listener's `maxConnections`; `auth` and command
 * frames are counted per socket and per address. Docs: docs/security.md, "The live sockets".
 */
export interface SocketLimits {
  readonly idleMs: number;
  readonly perAddress: number;
  /** Past it the socket is closed (1008): a client logs in once, and again only when its token is renewed. */
  readonly authPerSocket: WindowLimit;
  /** Past it an `auth` frame is answered `rate_limited` without its token being looked at. */
  readonly authPerAddress: WindowLimit;
  /** Past either, a command is answered `rate_limited` and does nothing. */
  readonly commandsPerSocket: WindowLimit;
  readonly commandsPerAddress: WindowLimit;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  idleMs: 15_000,
  perAddress: 16,
  authPerSocket: { max: 5, windowMs: 60_000 },
  authPerAddress: { max: 60, windowMs: 60_000 },
  commandsPerSocket: { max: 10, windowMs: 1_000 },
  commandsPerAddress: { max: 30, windowMs: 1_000 },
};
