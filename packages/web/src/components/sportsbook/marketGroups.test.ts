import { describe, expect, it } from 'vitest';
import type { Market, MarketKey } from '@casino/core';
import { groupMarkets } from './marketGroups.ts';

const market = (key: MarketKey, line: number | null = null): Market => ({
  id: `e1:${key}:${line ?? ''}`,
  key,
  line,
  selections: [],
});

describe('an event’s market groups', () => {
  it('puts the result first, then the totals, then the handicaps, each market in its own order', () => {
    const groups = groupMarkets([
      market('handicap', -1.5),
      market('total', 2.5),
      market('1x2'),
      market('btts'),
      market('dc'),
    ]);
    expect(groups.map((group) => [group.id, group.markets.map((one) => one.key)])).toEqual([
      ['main', ['1x2', 'dc']],
      ['totals', ['total', 'btts']],
      ['handicaps', ['handicap']],
    ]);
  });

  it('leaves out a group with no market (a tennis match has no handicap here)', () => {
    expect(groupMarkets([market('winner'), market('total', 22.5)]).map((group) => group.id)).toEqual([
      'main',
      'totals',
    ]);
  });
});
