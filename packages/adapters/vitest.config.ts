import { defineConfig } from 'vitest/config';

// Node by default (HTTP against real servers); browser-API tests opt into happy-dom per file.
export default defineConfig({
  test: { name: 'adapters', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
