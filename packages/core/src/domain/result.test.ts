import { describe, expect, it } from 'vitest';
import { ok, settled, settledNow } from './result.ts';

describe('settled results', () => {
  it('reads a settled result at once, and awaits it like any other', async () => {
    const answer = settled(ok(3));
    expect(settledNow(answer)).toEqual(ok(3));
    expect(await answer).toEqual(ok(3));
  });

  it('says nothing of a promise still on its way', () => {
    expect(settledNow(Promise.resolve(ok(3)))).toBeUndefined();
  });
});
