import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['tools/**/*.test.ts'],
    // The first lint loads ESLint's whole config and TypeScript: about a second on a quiet machine, more than vitest's
    // 5 s default when both cores are busy. The tests assert what ESLint says, not how fast.
    testTimeout: 60_000,
    root: new URL('..', import.meta.url).pathname,
  },
});
