import { defineConfig } from 'vitest/config';

export default defineConfig({
  // vmThreads: a fresh module context per file without a new process per file, as in core.
  test: {
    name: 'sw',
    environment: 'node',
    pool: 'vmThreads',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'build/**/*.test.ts'],
  },
});
