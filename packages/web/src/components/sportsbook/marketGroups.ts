import type { Market, MarketKey } from '@casino/core';

/** The groups an event's markets are shown in, in this order (issue 36): the result, the totals, the handicaps. */
export const MARKET_GROUPS = ['main', 'totals', 'handicaps'] as const;
export type MarketGroupId = (typeof MARKET_GROUPS)[number];

const GROUP_OF: Readonly<Record<MarketKey, MarketGroupId>> = {
  '1x2': 'main',
  winner: 'main',
  dc: 'main',
  total: 'totals',
  btts: 'totals',
  handicap: 'handicaps',
};

/** An event's markets in their groups, in the groups' order, each keeping the markets' own order; empty groups left out. */
export function groupMarkets(
  markets: readonly Market[],
): { readonly id: MarketGroupId; readonly markets: readonly Market[] }[] {
  return MARKET_GROUPS.map((id) => ({
    id,
    markets: markets.filter((market) => GROUP_OF[market.key] === id),
  })).filter((group) => group.markets.length > 0);
}
