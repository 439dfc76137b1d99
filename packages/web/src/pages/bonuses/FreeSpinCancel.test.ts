import { describe, expect, it } from 'vitest';
import { err, ok } from '@casino/core';
import { freeSpinFactory } from '@casino/core/test/factories';
import { FreeSpinCancel } from './FreeSpinCancel.ts';

function world(answer: 'ok' | 'fail' = 'ok') {
  const cancelled: string[] = [];
  let reloads = 0;
  const cancel = new FreeSpinCancel(
    {
      cancel: async (id) => {
        cancelled.push(id);
        return answer === 'ok' ? ok(undefined) : err({ kind: 'network' as const, message: 'Network Error' });
      },
    },
    () => (reloads += 1),
  );
  return { cancel, cancelled, reloads: () => reloads };
}

describe('FreeSpinCancel', () => {
  it('cancels a campaign only once the player confirms, then reloads the spins', async () => {
    const { cancel, cancelled, reloads } = world();
    cancel.ask(freeSpinFactory.build({ campaignId: '7' }));
    expect(cancelled).toEqual([]);
    await cancel.confirm();
    expect(cancelled).toEqual(['7']);
    expect(cancel.asking).toBeNull();
    expect(reloads()).toBe(1);
  });

  it('keeps the spins when the player says keep, and offers nothing for a grant outside a campaign', async () => {
    const { cancel, cancelled } = world();
    cancel.ask(freeSpinFactory.build({ campaignId: '7' }));
    cancel.keep();
    await cancel.confirm();
    cancel.ask(freeSpinFactory.build({ campaignId: null }));
    expect(cancel.asking).toBeNull();
    expect(cancelled).toEqual([]);
  });

  it('says so when the cancel fails and keeps asking', async () => {
    const { cancel, reloads } = world('fail');
    cancel.ask(freeSpinFactory.build({ campaignId: '7' }));
    await cancel.confirm();
    expect(cancel.failed).toBe(true);
    expect(cancel.asking).not.toBeNull();
    expect(reloads()).toBe(0);
  });
});
