import { defineConfig } from 'vitest/config';

// One run covers every package; each package's own vitest.config.ts says its environment. `npm test` runs it with twice
// as many workers as cores (`test:unit`, `--maxWorkers=200%`; a `maxWorkers` here does not reach the projects): many
// files wait on real servers, sockets and timers more than they compute, and the cores idled through them.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/adapters/vitest.contract.config.ts',
      'packages/adapters/vitest.isolated.config.ts',
      'tools/vitest.config.ts',
    ],
  },
});
