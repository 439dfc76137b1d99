import { describe, expect, it } from 'vitest';
import type { Fingerprint } from '@casino/core';
import { LazyFingerprint } from './LazyFingerprint.ts';

const silent = () => ({
  errors: [] as string[],
  error(message: string) {
    this.errors.push(message);
  },
});
const adapter: Fingerprint = { get: async () => 'f'.repeat(64), encrypted: async () => 'sealed' };

describe('LazyFingerprint (issue 35: the fingerprint out of the first load)', () => {
  it('loads nothing until first used, then once, answering with the adapter', async () => {
    let loads = 0;
    const fingerprint = new LazyFingerprint(async () => {
      loads += 1;
      return adapter;
    }, silent());
    expect(loads).toBe(0);
    expect(await fingerprint.get()).toBe('f'.repeat(64));
    expect(await fingerprint.encrypted()).toBe('sealed');
    expect(loads).toBe(1);
  });

  it('fails get and answers encrypted with null (logged) when the adapter cannot be loaded, then loads again', async () => {
    const logger = silent();
    let online = false;
    const fingerprint = new LazyFingerprint(async () => {
      if (!online) throw new Error('Failed to fetch dynamically imported module');
      return adapter;
    }, logger);
    await expect(fingerprint.get()).rejects.toThrow('Failed to fetch');
    expect(await fingerprint.encrypted()).toBeNull();
    expect(logger.errors).toEqual(['The fingerprint could not be loaded']);
    online = true;
    expect(await fingerprint.get()).toBe('f'.repeat(64));
  });
});
