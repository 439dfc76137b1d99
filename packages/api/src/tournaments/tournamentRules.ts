import { fromRoubles, inRoubles } from '../money.ts';

/**
 * A tournament's published scoring rule (issue 34; docs/contract.md, "Tournaments"). Amounts of different currencies
 * are compared in roubles by the site's fixed scale (1 ₽ = 1 ₹ = 5 ₸ = 0.01 $ or €), the reference currency:
 * - `stake`: every settled bet scores one point per whole rouble staked; the points add up;
 * - `payout`: every settled bet scores one point per whole rouble it paid (a lost bet none); the points add up;
 * - `multiplier`: a winning bet scores its multiplier in hundredths (x12.5 is 1 250); the best one counts.
 * A bet below the tournament's smallest stake (in roubles), or with no stake (a free spin), scores nothing.
 */
export const TOURNAMENT_RULES = ['stake', 'payout', 'multiplier'] as const;
export type TournamentRule = (typeof TOURNAMENT_RULES)[number];

export interface ScoredPlay {
  readonly stakeMinor: number;
  readonly payoutMinor: number;
  readonly currency: string;
}

/** The points one settled play scores under `rule`: 0 when it does not count. */
export function pointsOf(rule: TournamentRule, play: ScoredPlay, minStakeRubMinor: number): number {
  if (play.stakeMinor <= 0) return 0;
  if (inRoubles(play.stakeMinor, play.currency) < minStakeRubMinor) return 0;
  switch (rule) {
    case 'stake':
      return Math.floor(inRoubles(play.stakeMinor, play.currency) / 100);
    case 'payout':
      return Math.floor(inRoubles(play.payoutMinor, play.currency) / 100);
    case 'multiplier':
      return play.payoutMinor > 0 ? Math.floor((play.payoutMinor * 100) / play.stakeMinor) : 0;
  }
}

/** Whether a player's points are the sum of their bets' (`stake`, `payout`) or their best bet's (`multiplier`). */
export const isBestOnly = (rule: TournamentRule): boolean => rule === 'multiplier';

/** A player's score in a tournament, before ranking: their points and when they reached them. */
export interface Standing {
  readonly playerId: number;
  readonly points: number;
  /** When the player reached these points (their last scoring bet, or their best one's): the earlier ranks higher. */
  readonly reachedAt: number;
}

export interface Ranked extends Standing {
  readonly place: number;
}

/**
 * The leaderboard: more points first; equal points, whoever reached them first; then the older account. Every player
 * has a place of their own (1, 2, 3…), so every prize has exactly one winner.
 */
export function rankStandings(standings: readonly Standing[]): Ranked[] {
  return [...standings]
    .filter((standing) => standing.points > 0)
    .sort((a, b) => b.points - a.points || a.reachedAt - b.reachedAt || a.playerId - b.playerId)
    .map((standing, index) => ({ ...standing, place: index + 1 }));
}

/** Each place's prize in the tournament's currency: its share (basis points) of the pool, rounded down. */
export function prizesOf(poolMinor: number, sharesBp: readonly number[]): number[] {
  return sharesBp.map((share) => Math.floor((poolMinor * share) / 10_000));
}

/** A prize in the winner's own currency, by the same fixed scale, rounded down to its minor unit. */
export function prizeIn(amountMinor: number, from: string, to: string): number {
  return from === to ? amountMinor : fromRoubles(inRoubles(amountMinor, from), to);
}
