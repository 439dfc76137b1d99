import { defineConfig } from 'vitest/config';

// One run covers every package; each package's own vitest.config.ts says its environment.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'tools/vitest.config.ts'],
  },
});
