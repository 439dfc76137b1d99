export * from './odds.ts';
export * from './price.ts';
export * from './sportsLimits.ts';
export * from './oddsChange.ts';
export * from './settlement.ts';
export * from './betSlip.ts';
export * from './slipStore.ts';
