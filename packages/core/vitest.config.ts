import { defineConfig } from 'vitest/config';
import { HANG_LIMITS } from '../../tools/vitest/hangLimits.ts';

export default defineConfig({
  // The core is plain code with no state of its own (time and randomness come through ports, caches are pure): its
  // files share one module graph per worker thread instead of importing the core afresh for each (8 s -> 3.6 s alone).
  // api and adapters, with servers and node:sqlite, run on forks.
  test: {
    ...HANG_LIMITS,
    name: 'core',
    environment: 'node',
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
