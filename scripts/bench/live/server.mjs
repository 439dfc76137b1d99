// The API for the live bench, in its own process so its CPU and memory are its own: fast rounds, room for every
// simulated player's socket, and an IPC line that reports the process's CPU time and memory when asked.
import { startApi } from '../../../packages/api/src/index.ts';

const relaxed = { max: 1_000_000, windowSeconds: 60 };
// BENCH_API_PORT, else a free port; the game provider (unused here) on a free one.
const api = await startApi({
  port: Number(process.env.BENCH_API_PORT ?? 0) || 0,
  providerPort: 0,
  dataDir: ':memory:',
  dev: true,
  scryptCost: 1024,
  log: () => undefined,
  rateLimits: {
    loginPerAddress: relaxed,
    codePerAddress: relaxed,
    registerPerAddress: relaxed,
    login: relaxed,
  },
  connectionLimits: { maxConnections: 10_000 },
  // Every simulated player comes from one loopback address: the per-address socket limits would refuse all but a few.
  socketLimits: {
    perAddress: 10_000,
    authPerAddress: { max: 1_000_000, windowMs: 60_000 },
    commandsPerAddress: { max: 1_000_000, windowMs: 1_000 },
  },
  live: { settings: { bettingMs: 2_000, pauseMs: 1_000, chainLength: 10_000, seedBets: 0 } },
});
process.send?.({ type: 'ready', url: api.url });
process.on('message', (message) => {
  if (message === 'usage') {
    process.send?.({
      type: 'usage',
      cpu: process.cpuUsage(),
      rss: process.memoryUsage().rss,
      at: Date.now(),
    });
  }
  if (message === 'stop') void api.close().then(() => process.exit(0));
});
