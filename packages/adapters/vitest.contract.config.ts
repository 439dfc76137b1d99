import { configDefaults, defineConfig } from 'vitest/config';
import { ISOLATED_FILES } from './vitest.config.ts';
import { HANG_LIMITS } from '../../tools/vitest/hangLimits.ts';

/**
 * The contract tests run the real API in-process (test/contract/README.md). Their files share one module graph per
 * worker, as the API's own tests do: each test starts its own API, database and clients, and a fresh import of the
 * API and the adapters per file cost a third of their CPU.
 */
export default defineConfig({
  test: {
    ...HANG_LIMITS,
    name: 'adapters-contract',
    environment: 'node',
    include: ['test/contract/*.contract.test.ts'],
    exclude: [...configDefaults.exclude, ...ISOLATED_FILES],
    isolate: false,
  },
});
