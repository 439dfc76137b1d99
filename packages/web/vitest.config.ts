import { defineConfig } from 'vitest/config';
import { HANG_LIMITS } from '../../tools/vitest/hangLimits.ts';

export default defineConfig({
  test: {
    ...HANG_LIMITS,
    name: 'web',
    environment: 'happy-dom',
    // One happy-dom per worker instead of one per file (61 of them took half the project's time); each file still
    // gets a fresh module context, so no test shares state with another file's.
    pool: 'vmThreads',
    // A MobX change outside an action fails the test that made it (src/testing/mobxStrict.ts); what a test waits to see
    // is waited for up to its hang limit (src/testing/asyncUtils.ts).
    setupFiles: ['src/testing/mobxStrict.ts', 'src/testing/asyncUtils.ts'],
    // e2e/support: the browser tests' helpers whose checks need no browser (the text guard's reading of a text).
    include: ['src/**/*.test.{ts,tsx}', 'csp/**/*.test.ts', 'build/**/*.test.ts', 'e2e/support/*.test.ts'],
  },
});
