export * from './SessionRefresher.ts';
