import { startBonusExpiry } from './bonuses/bonusProgress.ts';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import { createApp } from './app.ts';
import { ServerClock } from './clock.ts';
import { resolveConfig, type ApiConfig, type GeoMirrorSettings, type StartApiOptions } from './config.ts';
import type { ConnectionLimits } from './limits.ts';
import { Database } from './db/database.ts';
import type { Deps } from './deps.ts';
import { realPace } from './http/pace.ts';
import { RateLimiter } from './http/rateLimit.ts';
import { startLiveGames, type LiveGames } from './live/live.ts';
import { PasswordHasher } from './security/passwords.ts';
import { createProviderApp } from './provider/providerApp.ts';
import { startChipSettlement } from './provider/liveTableSettlement.ts';
import { startPayoutProcessor } from './withdrawals/payoutProcessor.ts';
import { startCashback } from './vip/cashback.ts';
import { WalletClient } from './provider/walletClient.ts';
import { recoverWalletRounds, type Recovery } from './provider/walletRecovery.ts';
import { MmdbCountryLookup } from './geo/geoIpDatabase.ts';
import { isSeeded, seedDatabase } from './seed/seed.ts';
import { ensureSeedCommitments } from './fairness/seedPairStore.ts';
import { renameSeededGames } from './seed/renamedGames.ts';
import { reseedTournaments } from './seed/tournaments.ts';
import { startTournamentPrizes } from './tournaments/tournamentPrizes.ts';

export interface RunningApi {
  /** `http://127.0.0.1:<port>` (also reachable as `http://localhost:<port>`). */
  readonly url: string;
  readonly port: number;
  /** The game provider's origin, `http://localhost:<provider port>`. */
  readonly providerUrl: string;
  readonly databaseFile: string;
  /** The real-money provider rounds the last stop cut, finished at this start (issue 33). */
  readonly recovered: Recovery;
  close(): Promise<void>;
}

const copyGeoMirror = (settings: GeoMirrorSettings): GeoMirrorSettings => ({
  ...settings,
  blockedCountries: [...settings.blockedCountries],
});

/** Opens the store, migrating it and seeding it when it is new (or when asked to start over). */
async function openStore(config: ApiConfig, clock: ServerClock, hasher: PasswordHasher): Promise<Database> {
  const db = new Database(config.databaseFile);
  try {
    if (config.reset) db.dropAll();
    db.migrate(clock.now());
    if (!isSeeded(db)) await seedDatabase(db, hasher, clock.now());
    ensureSeedCommitments(db, clock.now());
    renameSeededGames(db);
    reseedTournaments(db, clock.now());
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * A Node server with limits against slow clients: a request head or a whole request that takes too long is answered
 * 408 and its socket closed, idle keep-alive sockets close, and connections past the cap are dropped at once.
 */
function guardedServer(
  fetch: Parameters<typeof createAdaptorServer>[0]['fetch'],
  limits: ConnectionLimits,
): Server {
  const server = createAdaptorServer({
    fetch,
    serverOptions: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
    },
  }) as Server;
  server.maxConnections = limits.maxConnections;
  return server;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function shut(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Wipes the data folder's database back to the seed, without serving. */
export async function resetDatabase(options: StartApiOptions = {}): Promise<string> {
  const config = resolveConfig({ ...options, reset: true });
  const db = await openStore(config, new ServerClock(options.clock), new PasswordHasher(config.scryptCost));
  db.close();
  return config.databaseFile;
}

/** Starts the local reference API: a real HTTP server over an embedded SQLite store. */
export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const config = resolveConfig(options);
  const clock = new ServerClock(options.clock);
  const hasher = new PasswordHasher(config.scryptCost);
  const log = options.log ?? ((line: string) => console.log(line));
  const warn = options.warn ?? ((line: string) => console.error(line));
  const db = await openStore(config, clock, hasher);
  const limiter = new RateLimiter(db, clock);
  const geoMirror = copyGeoMirror(config.geoMirror);
  // Read before anything starts: a database that cannot be read stops the start, with its path.
  const geoIp = config.geoIpDatabase ? MmdbCountryLookup.open(config.geoIpDatabase) : null;
  let url = '';
  let providerUrl = '';
  // Set once deps exist; a reset to the seed restarts the live games on the fresh tables.
  let live: LiveGames | null = null;
  let stopSettlement: () => void = () => undefined;
  let stopPayouts: () => void = () => undefined;

  const deps: Deps = {
    db,
    config,
    clock,
    hasher,
    limiter,
    geoMirror,
    geoIp,
    log,
    warn,
    pace: options.pace ?? realPace,
    listenUrl: () => url,
    providerUrl: () => providerUrl,
    walletKey: options.walletKey ?? randomBytes(24).toString('hex'),
    resetToSeed: async () => {
      live?.stop();
      db.dropAll();
      db.migrate(clock.now());
      await seedDatabase(db, hasher, clock.now());
      limiter.clear();
      clock.resetOffset();
      Object.assign(geoMirror, copyGeoMirror(config.geoMirror));
      live = startLiveGames(deps, options.live);
    },
  };

  const app = createApp(deps);
  const servers: Server[] = [];
  const serve = (server: Server) => server.on('upgrade', (...upgrade) => live?.upgrade(...upgrade));
  try {
    live = startLiveGames(deps, options.live);
    const primary = guardedServer(app.fetch, config.connectionLimits);
    serve(primary);
    const port = await listen(primary, config.port, config.host);
    servers.push(primary);
    url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    // `localhost` may resolve to ::1 first; a twin on the IPv6 loopback answers it. Hosts without IPv6 skip it.
    if (config.host === '127.0.0.1') {
      const twin = guardedServer(app.fetch, config.connectionLimits);
      serve(twin);
      await listen(twin, port, '::1').then(
        () => servers.push(twin),
        () => undefined,
      );
    }
    // The game provider on its own port: its pages are another origin than the site's, as a real provider's are.
    const providerApp = createProviderApp(deps, url);
    const providerWallet = new WalletClient(url, deps.walletKey);
    // Before the provider takes a request: every real-money round a stop cut is paid or given back (issue 33).
    const recovered = await recoverWalletRounds(deps, providerWallet, config.liveTable);
    stopSettlement = startChipSettlement(deps, providerWallet, config.liveTable);
    const stopBonusExpiry = startBonusExpiry(deps);
    const stopCashback = startCashback(deps);
    stopPayouts = startPayoutProcessor(deps);
    const stopTournamentPrizes = startTournamentPrizes(deps);
    const provider = guardedServer(providerApp.fetch, config.connectionLimits);
    const providerPort = await listen(provider, config.providerPort, config.host);
    servers.push(provider);
    providerUrl = `http://localhost:${providerPort}`;
    if (config.host === '127.0.0.1') {
      const twin = guardedServer(providerApp.fetch, config.connectionLimits);
      await listen(twin, providerPort, '::1').then(
        () => servers.push(twin),
        () => undefined,
      );
    }
    return {
      url,
      port,
      providerUrl,
      databaseFile: config.databaseFile,
      recovered,
      close: async () => {
        stopSettlement();
        stopBonusExpiry();
        stopCashback();
        stopPayouts();
        stopTournamentPrizes();
        live?.stop();
        await Promise.all(servers.map(shut));
        db.close();
      },
    };
  } catch (error) {
    stopSettlement();
    stopPayouts();
    live?.stop();
    await Promise.all(servers.map(shut));
    db.close();
    throw error;
  }
}
