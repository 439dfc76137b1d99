import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run covers every package; each package's own vitest.config.ts says its environment.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'tools/vitest.config.ts'],
    // Many files wait on real servers, sockets and timers more than they compute: with twice as many workers as cores
    // both cores stay busy (on two cores the run took 135 s with the default, 77 s so, and passed with both cores
    // loaded by other work).
    maxWorkers: Math.max(2, availableParallelism() * 2),
  },
});
