import { configure } from '@testing-library/react';
import { LONGEST_WAIT_MS } from '../../../../tools/vitest/hangLimits.ts';

/**
 * How long `findBy…` and `waitFor` wait for what a test expects to show: up to the test's own hang limit, not Testing
 * Library's default second. A dialog whose texts are a dynamic import away took longer than that second with the static
 * checks and the browser suite running beside the unit tests, and no test may depend on the machine's speed; a test
 * that passes never waits longer than its screen takes to change.
 */
configure({ asyncUtilTimeout: LONGEST_WAIT_MS });
