import { describe, expect, it } from 'vitest';
import { isSyncMirrorsMessage } from './messages.ts';

describe('isSyncMirrorsMessage', () => {
  it('accepts the syncMirrors message and ignores anything else', () => {
    expect(isSyncMirrorsMessage({ type: 'syncMirrors' })).toBe(true);
    for (const data of [null, 'syncMirrors', { type: 'SKIP_WAITING' }, [], 42]) {
      expect(isSyncMirrorsMessage(data)).toBe(false);
    }
  });
});
