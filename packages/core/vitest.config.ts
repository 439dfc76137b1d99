import { defineConfig } from 'vitest/config';

export default defineConfig({
  // vmThreads: a fresh module context per file without a new process per file (the core is plain code; api and
  // adapters, with servers and node:sqlite, stay on forks).
  test: {
    name: 'core',
    environment: 'node',
    pool: 'vmThreads',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
