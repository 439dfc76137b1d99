import { defineConfig } from 'vitest/config';
import { HANG_LIMITS } from '../../tools/vitest/hangLimits.ts';

/** The contract tests that drive posthog-js, whose module state a file must not inherit: they stay isolated. */
export const ISOLATED_CONTRACT_FILES = ['test/contract/analytics.contract.test.ts'];

// Node by default (HTTP against real servers); browser-API tests opt into happy-dom per file. The other contract tests
// are the `adapters-contract` project (vitest.contract.config.ts).
export default defineConfig({
  test: {
    ...HANG_LIMITS,
    name: 'adapters',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/*.test.ts', 'test/property/**/*.test.ts', ...ISOLATED_CONTRACT_FILES],
  },
});
