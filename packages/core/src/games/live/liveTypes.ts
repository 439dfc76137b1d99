import { LIVE_REFUSAL_CODES } from '@casino/tables';
import type { Currency } from '../../domain/currency.ts';
import type { RoomColour } from '../../domain/limits.ts';

/**
 * The shared rounds as the core sees them, whatever the wire looks like (the adapter parses frames into these).
 * Multipliers are hundredths (1.86× → 186), money is minor units, instants are server milliseconds.
 */
export type CrashPhase = 'betting' | 'running' | 'busted';

export interface CrashRound {
  readonly id: number;
  readonly phase: CrashPhase;
  /** Null while round 1 waits for the first players' seeds to fix the salt: its betting has no end yet. */
  readonly bettingEndsAt: number | null;
  readonly startedAt: number | null;
  /** Known once the round busts, with the hash that proves it. */
  readonly crashHundredths: number | null;
  readonly hash: string | null;
}

export type CrashBetStatus = 'open' | 'cashed_out' | 'lost' | 'refunded';

export interface CrashBet {
  readonly betId: number;
  readonly roundId: number;
  /** The player's name masked by the server (`ri***`); null when they hide their statistics (issue 34). */
  readonly player: string | null;
  readonly stakeMinor: number;
  readonly currency: Currency;
  readonly autoCashOut: number | null;
  readonly status: CrashBetStatus;
  readonly cashedOutAt: number | null;
  readonly payoutMinor: number;
  /** This connection's player made it; only then is its idempotency key sent. */
  readonly mine: boolean;
  readonly key: string | null;
}

export interface CrashHistoryEntry {
  readonly roundId: number;
  readonly crashHundredths: number;
  readonly hash: string;
  /** A restart stopped the round: it was not played to its crash point and its open bets were refunded. */
  readonly voided: boolean;
  /** How many bets the void refunded (0 for a bust). */
  readonly refunds: number;
}

export interface CrashTable {
  readonly round: CrashRound;
  readonly bets: readonly CrashBet[];
  /** The last busted rounds, newest first. */
  readonly history: readonly CrashHistoryEntry[];
  /** The published salt; null while the first players' client seeds are still to fix it (docs/fairness.md). */
  readonly salt: string | null;
  /** The client seeds that fixed the salt, in order (none for a salt published with the chain). */
  readonly saltSeeds: readonly string[];
  /** While the salt waits: how many players' seeds fix it, and how many have come. */
  readonly seeding: { readonly needed: number; readonly taken: number } | null;
  readonly terminatingHash: string;
  /** The curve's pace, g of floor(100 × e^(g t)) / 100 per ms: the server's setting (docs/fairness.md, "Crash"). */
  readonly growthPerMs: number;
}

export interface RoomSeats {
  /** Masked; null when the player hides their statistics (issue 34). */
  readonly player: string | null;
  readonly seats: number;
  readonly mine: boolean;
  /** The client seed the player sent with the join, mixed into the draw ('' when none). */
  readonly clientSeed: string;
}

export interface RoomRound {
  readonly id: number;
  readonly room: RoomColour;
  readonly status: 'open' | 'settled';
  readonly serverSeedHashed: string;
  /** Revealed at the draw. */
  readonly serverSeed: string | null;
  /** In joining order: seat numbers run through them. */
  readonly entries: readonly RoomSeats[];
  readonly potMinor: number;
  /** The countdown's end, once the first seat is taken. */
  readonly endsAt: number | null;
  readonly winningSeat: number | null;
  readonly winner: string | null;
  readonly payoutMinor: number;
}

export interface RoomTable {
  readonly round: RoomRound;
  /** The last settled rounds, newest first. */
  readonly history: readonly RoomRound[];
}

/** A settled play of any game as every player sees it (issue 17's feed): the name masked, money in minor units. */
export interface FeedPlay {
  readonly id: number;
  /** The game's slug, and its name as the catalogue gives it. */
  readonly game: string;
  readonly title: string;
  /** The name masked; null when the player hides their statistics from others (issue 34): shown as "Hidden". */
  readonly player: string | null;
  /** The player hides their statistics; only they are sent their name. */
  readonly hidden: boolean;
  readonly stakeMinor: number;
  readonly payoutMinor: number;
  readonly currency: Currency;
  /** Hundredths; null for a stake of 0 (a free spin). */
  readonly multiplier: number | null;
  /** A win of ten times the stake or worth 10 000 ₽ (the server decides). */
  readonly big: boolean;
  readonly at: number;
}

/** The newest plays and the newest big wins, newest first. */
export interface PlayFeedFrame {
  readonly plays: readonly FeedPlay[];
  readonly bigWins: readonly FeedPlay[];
}

export type LiveEvent =
  | {
      readonly kind: 'snapshot';
      readonly serverNow: number;
      readonly crash: CrashTable;
      readonly rooms: readonly RoomTable[];
      readonly balanceMinor: number | null;
      readonly feed: PlayFeedFrame;
    }
  | { readonly kind: 'plays'; readonly feed: PlayFeedFrame }
  | { readonly kind: 'crashOpened'; readonly round: CrashRound }
  | { readonly kind: 'crashBet'; readonly bet: CrashBet }
  | { readonly kind: 'crashStarted'; readonly roundId: number; readonly startedAt: number }
  | {
      readonly kind: 'crashCashedOut';
      readonly roundId: number;
      readonly betId: number;
      readonly atHundredths: number;
      readonly payoutMinor: number;
    }
  | {
      readonly kind: 'crashBusted';
      readonly roundId: number;
      readonly crashHundredths: number;
      readonly hash: string;
    }
  | { readonly kind: 'roomOpened'; readonly round: RoomRound }
  | {
      readonly kind: 'roomJoined';
      readonly room: RoomColour;
      readonly roundId: number;
      readonly entry: RoomSeats;
      readonly potMinor: number;
      readonly endsAt: number | null;
    }
  | {
      readonly kind: 'roomSettled';
      readonly room: RoomColour;
      readonly roundId: number;
      readonly serverSeed: string;
      readonly winningSeat: number;
      /** Masked; null when the winner hides their statistics (issue 34). */
      readonly winner: string | null;
      readonly payoutMinor: number;
    }
  | { readonly kind: 'balance'; readonly balanceMinor: number };

export type LiveCommand =
  | {
      readonly kind: 'crashBet';
      readonly key: string;
      readonly stakeMinor: number;
      readonly autoCashOut: number | null;
      /** Made on the player's side; the first players' fix a new chain's salt. */
      readonly clientSeed: string;
    }
  | { readonly kind: 'crashCashOut'; readonly key: string; readonly roundId: number }
  | {
      readonly kind: 'roomJoin';
      readonly key: string;
      readonly room: RoomColour;
      readonly seats: number;
      /** The player's entropy for the draw, made on the player's side. */
      readonly clientSeed: string;
    };

/** Why the server refused a command (the codes of `@casino/tables`), or why no answer came. */
export const LIVE_REFUSALS = [...LIVE_REFUSAL_CODES, 'connection_lost'] as const;
export type LiveRefusal = (typeof LIVE_REFUSALS)[number];

export type LiveReply =
  | { readonly ok: true; readonly balanceMinor: number; readonly payoutMinor: number | null }
  | { readonly ok: false; readonly error: LiveRefusal };
