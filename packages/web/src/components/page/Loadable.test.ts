import { describe, expect, it } from 'vitest';
import { err, ok, settled } from '@casino/core';
import { isEmptyList, Loadable } from './Loadable.ts';

describe('Loadable', () => {
  it('shows an answer already in hand at once, never passing through loading (a server page hydrating)', () => {
    const list = new Loadable<readonly number[]>(isEmptyList);
    void list.load(() => settled(ok([1, 2])));
    expect([list.status, list.value]).toEqual(['ready', [1, 2]]);
    void list.load(() => settled(err({ kind: 'notFound' })));
    expect([list.status, list.isNotFound]).toEqual(['error', true]);
  });

  it('loads an answer on its way through the loading state; a newer load wins over an older one', async () => {
    const list = new Loadable<readonly number[]>(isEmptyList);
    let answerOld: (value: ReturnType<typeof ok<readonly number[]>>) => void = () => undefined;
    const old = list.load(() => new Promise((resolve) => (answerOld = resolve)));
    expect(list.status).toBe('loading');
    await list.load(() => Promise.resolve(ok([])));
    answerOld(ok([9]));
    await old;
    expect([list.status, list.value]).toEqual(['empty', []]);
  });
});
