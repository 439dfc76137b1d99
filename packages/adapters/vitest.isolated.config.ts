import { defineConfig } from 'vitest/config';
import { ISOLATED_FILES } from './vitest.config.ts';
import { HANG_LIMITS } from '../../tools/vitest/hangLimits.ts';

/** The adapters' files that drive posthog-js, each in a module graph of its own (vitest.config.ts). */
export default defineConfig({
  test: {
    ...HANG_LIMITS,
    name: 'adapters-isolated',
    environment: 'node',
    include: ISOLATED_FILES,
  },
});
