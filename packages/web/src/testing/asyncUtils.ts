import { configure } from '@testing-library/react';
import { HANG_LIMITS } from '../../../../tools/vitest/hangLimits.ts';

/**
 * How long `findBy…` and `waitFor` wait for what a test expects to show: up to the test's own hang limit, not Testing
 * Library's default second. A dialog whose texts are a dynamic import away took longer than that second with the static
 * checks and the browser suite running beside the unit tests, and no test may depend on the machine's speed; a test
 * that passes never waits longer than its screen takes to change. A few seconds are left for the failure's report.
 */
configure({ asyncUtilTimeout: HANG_LIMITS.testTimeout - 5_000 });
