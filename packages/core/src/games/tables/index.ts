// The live tables' draws and their verifier, a subpath of its own (`@casino/core/tables`): only the verifier page
// loads them, and the barrel every first page imports does not carry them.
export * from './tables.ts';
