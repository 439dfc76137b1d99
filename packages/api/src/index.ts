export { startApi, resetDatabase, type RunningApi } from './server.ts';
export type { StartApiOptions, RateLimit, RateLimits } from './config.ts';
export { DEFAULT_PORT, DEFAULT_ORIGINS } from './config.ts';
export { DEMO_PASSWORD } from './seed/players.ts';
