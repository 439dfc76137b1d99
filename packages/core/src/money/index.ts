export * from './payoutAddress.ts';
export * from './withdrawal.ts';
