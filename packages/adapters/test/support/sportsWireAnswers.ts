import { Factory } from 'fishery';

/** A live football event as `/sports/events` and `/sports/live` write it, with its match-result market. */
export const wireSportEventFactory = Factory.define<Record<string, unknown>>(({ sequence }) => {
  const id = String(sequence);
  return {
    id,
    sport: 'football',
    league: { id: 'football-eng', country: 'GB', name: 'Albion First Division' },
    home: 'Ashmere United',
    away: 'Brackenford',
    start_at: '2030-01-01T12:00:00.000Z',
    status: 'live',
    clock: { period: 2, minute: 57 },
    score: { home: 1, away: 0 },
    overtime: null,
    suspended: false,
    version: 3,
    markets: [
      {
        id: `${id}:1x2`,
        key: '1x2',
        line: null,
        selections: [
          { id: `${id}:1x2:home`, outcome: 'home', odds: 185 },
          { id: `${id}:1x2:draw`, outcome: 'draw', odds: 340 },
          { id: `${id}:1x2:away`, outcome: 'away', odds: null },
        ],
      },
    ],
  };
});

/** An open single of 10 $ at 1.85 as `/sports/bets` writes it. */
export const wireSportsBetFactory = Factory.define<Record<string, unknown>>(({ sequence }) => ({
  id: String(sequence),
  kind: 'single',
  status: 'open',
  stake: 10,
  currency: 'USD',
  total_odds: 185,
  potential_return: 18.5,
  return: null,
  placed_at: '2030-01-01T12:00:00.000Z',
  settled_at: null,
  legs: [
    {
      event_id: '7',
      sport: 'football',
      home: 'Ashmere United',
      away: 'Brackenford',
      start_at: '2030-01-01T13:00:00.000Z',
      market: 'total',
      line: 2.5,
      outcome: 'over',
      selection_id: '7:total:over',
      odds: 185,
      result: null,
      score: null,
    },
  ],
}));
