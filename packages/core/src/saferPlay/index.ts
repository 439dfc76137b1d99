export * from './windows.ts';
export * from './limits.ts';
export * from './exclusions.ts';
export * from './realityCheck.ts';
export * from './playSession.ts';
