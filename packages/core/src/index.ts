// The public surface of the core: nothing else is imported from outside the package.
export * from './domain/index.ts';
export type * from './ports/index.ts';
export * from './games/index.ts';
export * from './usecases/index.ts';
export * from './session/Session.ts';
export * from './money/index.ts';
export * from './saferPlay/index.ts';
export * from './sportsbook/index.ts';
