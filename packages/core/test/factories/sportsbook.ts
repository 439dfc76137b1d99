import { Factory } from 'fishery';
import type { SlipLeg, SportEvent, SportsBet } from '../../src/index.ts';

/** A leg on the slip: the home side of event N at 1.85, open; override what a test is about. */
export const slipLegFactory = Factory.define<SlipLeg>(({ sequence }) => ({
  eventId: `event-${sequence}`,
  marketId: `event-${sequence}:1x2`,
  selectionId: `event-${sequence}:1x2:home`,
  odds: 185,
  moved: null,
  suspended: false,
  eventName: `Home ${sequence} — Away ${sequence}`,
  marketName: 'Match result',
  selectionName: 'Home',
}));

/** An open football event with its match-result market (home 1.85, draw 3.40, away 4.20). */
export const sportEventFactory = Factory.define<SportEvent>(({ sequence }) => {
  const id = String(100 + sequence);
  return {
    id,
    sport: 'football',
    league: { id: 'football-eng', country: 'GB', name: 'Albion First Division' },
    home: `Home ${sequence}`,
    away: `Away ${sequence}`,
    startAt: Date.parse('2026-03-01T12:00:00Z') + sequence * 60_000,
    status: 'upcoming',
    clock: null,
    score: null,
    suspended: false,
    version: 1,
    markets: [
      {
        id: `${id}:1x2`,
        key: '1x2',
        line: null,
        selections: [
          { id: `${id}:1x2:home`, outcome: 'home', odds: 185 },
          { id: `${id}:1x2:draw`, outcome: 'draw', odds: 340 },
          { id: `${id}:1x2:away`, outcome: 'away', odds: 420 },
        ],
      },
    ],
  };
});

/** A placed single, open. */
export const sportsBetFactory = Factory.define<SportsBet>(({ sequence }) => ({
  id: String(sequence),
  kind: 'single',
  status: 'open',
  stakeMinor: 1_000,
  currency: 'USD',
  totalOdds: 185,
  potentialReturnMinor: 1_850,
  returnMinor: null,
  placedAt: Date.parse('2026-03-01T12:00:00Z'),
  settledAt: null,
  legs: [
    {
      eventId: '100',
      sport: 'football',
      home: 'Home',
      away: 'Away',
      startAt: Date.parse('2026-03-01T13:00:00Z'),
      market: '1x2',
      line: null,
      outcome: 'home',
      selectionId: '100:1x2:home',
      odds: 185,
      result: null,
      score: null,
    },
  ],
}));
