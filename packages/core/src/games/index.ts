export * from './bet.ts';
