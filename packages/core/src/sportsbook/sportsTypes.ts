import type { Currency } from '../domain/currency.ts';
import type { Odds } from './odds.ts';

/** The sports of the line (issue 20). */
export const SPORT_IDS = ['football', 'tennis', 'basketball', 'hockey', 'esports'] as const;
export type SportId = (typeof SPORT_IDS)[number];

export const MARKET_KEYS = ['1x2', 'dc', 'total', 'handicap', 'btts', 'winner'] as const;
export type MarketKey = (typeof MARKET_KEYS)[number];

export interface Selection {
  readonly id: string;
  /** home, draw, away; 1x, 12, x2; over, under; yes, no. */
  readonly outcome: string;
  /** Null when the outcome is not offered now. */
  readonly odds: Odds | null;
}

export interface Market {
  readonly id: string;
  readonly key: MarketKey;
  /** Totals: the line; handicaps: the home side's line (−1.5); else null. */
  readonly line: number | null;
  readonly selections: readonly Selection[];
}

export interface League {
  readonly id: string;
  /** ISO region code, null for an international competition. */
  readonly country: string | null;
  readonly name: string;
}

export type EventStatus = 'upcoming' | 'live' | 'ended' | 'abandoned';

export interface SportEvent {
  readonly id: string;
  readonly sport: SportId;
  readonly league: League;
  readonly home: string;
  readonly away: string;
  /** Epoch milliseconds. */
  readonly startAt: number;
  readonly status: EventStatus;
  /** Live: the period (half, quarter, set) and the match minute (null for sets sports). */
  readonly clock: { readonly period: number; readonly minute: number | null } | null;
  readonly score: { readonly home: number; readonly away: number } | null;
  readonly suspended: boolean;
  readonly version: number;
  readonly markets: readonly Market[];
}

export type SportsBetStatus = 'open' | 'won' | 'lost' | 'void';

export interface SportsBetLeg {
  readonly eventId: string;
  readonly sport: SportId;
  readonly home: string;
  readonly away: string;
  readonly startAt: number;
  readonly market: MarketKey;
  readonly line: number | null;
  readonly outcome: string;
  readonly selectionId: string;
  readonly odds: Odds;
  readonly result: 'won' | 'lost' | 'void' | null;
  readonly score: { readonly home: number; readonly away: number } | null;
}

/** A placed bet, amounts in minor units of its currency. */
export interface SportsBet {
  readonly id: string;
  readonly kind: 'single' | 'accumulator';
  readonly status: SportsBetStatus;
  readonly stakeMinor: number;
  readonly currency: Currency;
  readonly totalOdds: Odds;
  readonly potentialReturnMinor: number;
  readonly returnMinor: number | null;
  readonly placedAt: number;
  readonly settledAt: number | null;
  readonly legs: readonly SportsBetLeg[];
}

/** What the real-time channel says: every open event at (re)connection, then changes. */
export type SportsFeedMessage =
  | { readonly type: 'snapshot'; readonly events: readonly SportEvent[] }
  | { readonly type: 'update'; readonly events: readonly SportEvent[]; readonly closed: readonly string[] };
