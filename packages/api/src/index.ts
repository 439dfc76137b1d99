export { startApi, resetDatabase, type RunningApi } from './server.ts';
export type { StartApiOptions } from './config.ts';
export type { RateLimit, RateLimits } from './limits.ts';
export { DEFAULT_PORT, DEFAULT_ORIGINS } from './config.ts';
export { DEMO_PASSWORD } from './seed/players.ts';
