import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files of a worker share one module graph: every test builds its own app, database and clock, and the API's
    // modules keep no state of their own (only pure caches), so a fresh import per file bought nothing and cost about
    // two thirds of the project's CPU (26 s -> 11 s alone on two cores).
    isolate: false,
    // Tests here start real servers and child processes: a second on a quiet machine, several when both cores are busy
    // (`npm test` runs twice as many workers as cores). They assert what the API answers, not how fast: no 5 s default.
    testTimeout: 60_000,
  },
});
