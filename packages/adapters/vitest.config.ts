import { configDefaults, defineConfig } from 'vitest/config';
import { HANG_LIMITS } from '../../tools/vitest/hangLimits.ts';

/**
 * The files that drive posthog-js, whose module state (its one instance, its persistence, its patched `fetch`) a file
 * must not inherit: the `adapters-isolated` project (vitest.isolated.config.ts) runs each in a fresh module graph.
 */
export const ISOLATED_FILES = [
  'src/analytics/PosthogAnalytics.test.ts',
  'src/analytics/posthogIngest.test.ts',
  'src/analytics/posthogRedaction.test.ts',
  'src/analytics/posthogStorage.test.ts',
  'src/analytics/posthogTimeout.test.ts',
  'test/posthogOutOfInitialBundle.test.ts',
  'test/contract/analytics.contract.test.ts',
];

// Node by default (HTTP against real servers); browser-API tests opt into happy-dom per file. The other contract tests
// are the `adapters-contract` project (vitest.contract.config.ts). The files share one module graph per worker, as
// the core's and the API's do: a fresh import of the adapters, zod and axios per file was a fifth of their CPU (34.7 s
// -> 27.7 s for the project, issue 37).
export default defineConfig({
  test: {
    ...HANG_LIMITS,
    name: 'adapters',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/*.test.ts', 'test/property/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...ISOLATED_FILES],
    isolate: false,
  },
});
