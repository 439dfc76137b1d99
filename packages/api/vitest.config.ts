import { defineConfig } from 'vitest/config';
import { HANG_LIMITS } from '../../tools/vitest/hangLimits.ts';

export default defineConfig({
  test: {
    ...HANG_LIMITS,
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files of a worker share one module graph: every test builds its own app, database and clock, and the API's
    // modules keep no state of their own (only pure caches), so a fresh import per file bought nothing and cost about
    // two thirds of the project's CPU (26 s -> 11 s alone on two cores).
    isolate: false,
  },
});
