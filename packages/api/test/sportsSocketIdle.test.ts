import { afterEach, describe, it } from 'vitest';
import { startTestApi } from './support/api.ts';
import { expectIdleSocketClosed } from './support/socketProbe.ts';

/**
 * Issue 33: the sportsbook's socket is dropped once it has said nothing for the published idle time
 * (`socketLimits.idleMs`, docs/contract.md "Real-time line"), as the live games' is (`liveSockets.test.ts`). Time is
 * the test's clock: nothing depends on the machine.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('an idle sportsbook socket', { timeout: 30_000 }, () => {
  it('is closed once it has said nothing for the idle time; one that pings stays open', async () => {
    const t = await startTestApi({ socketLimits: { idleMs: 3_000 } });
    cleanups.push(() => t.close());
    await expectIdleSocketClosed(t, cleanups, '/sports/live');
  });
});
