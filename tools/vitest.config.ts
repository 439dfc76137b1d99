import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['tools/**/*.test.ts'],
    // The first lint loads ESLint's whole config and TypeScript: about a second on a quiet machine, more than vitest's
    // 5 s default when both cores are busy. The tests assert what ESLint says, not how fast.
    testTimeout: 60_000,
    // The files of a worker share one module graph: they read the repository and run ESLint and TypeScript, and keep
    // no state of their own; a fresh import of ESLint's config and TypeScript per file was a quarter of the project's
    // CPU (17.6 s -> 13.5 s, the same 177 tests; shuffled as well).
    isolate: false,
    root: new URL('..', import.meta.url).pathname,
  },
});
