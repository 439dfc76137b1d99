export * from './payoutAddress.ts';
export * from './withdrawal.ts';
export * from './history.ts';
export * from './payoutMethods.ts';
