import { defineConfig } from 'vitest/config';
import { HANG_LIMITS } from '../../tools/vitest/hangLimits.ts';

export default defineConfig({
  // vmThreads: a fresh module context per file without a new process per file, as in core.
  test: {
    ...HANG_LIMITS,
    name: 'sw',
    environment: 'node',
    pool: 'vmThreads',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'build/**/*.test.ts'],
  },
});
