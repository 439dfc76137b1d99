import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'sw', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
