/**
 * The published tables, once, as data: what docs/fairness.md and docs/contract.md print and both the client's core and
 * the local API read. No logic and no imports but these files: each side derives from the data on its own (the
 * fairness maths, settlement, the returns), so the two stay independent checks of each other.
 */
export * from './keno.ts';
export * from './ledger.ts';
export * from './liveRefusals.ts';
export * from './liveTables.ts';
export * from './roubleScale.ts';
export * from './roulette.ts';
export * from './saferPlay.ts';
export * from './slots.ts';
export * from './sportsLimits.ts';
export * from './stakeLimits.ts';
export * from './vipLevels.ts';
export * from './wheel.ts';
