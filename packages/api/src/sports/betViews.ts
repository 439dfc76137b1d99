import type { Deps } from '../deps.ts';
import { toMajor } from '../money.ts';
import { returnOf } from './betReturns.ts';
import { legsOfBet, playerBet, playerBets, type BetRow } from './sportsBetStore.ts';

/**
 * A player's sports bets as the contract gives them (issue 20, docs/contract.md "Sportsbook"): the answer to a bet
 * placed, the list of open or settled bets, and one bet by its id.
 */

/** A bet as the contract gives it: amounts in major units, each leg with its event, odds and result. */
export function betView(deps: Deps, bet: BetRow) {
  const legs = legsOfBet(deps, bet.id);
  const potential = returnOf(
    bet.stake_minor,
    legs.map((leg) => leg.odds),
  );
  return {
    id: String(bet.id),
    kind: bet.kind,
    status: bet.status,
    stake: toMajor(bet.stake_minor),
    currency: bet.currency,
    total_odds: bet.total_odds,
    potential_return: toMajor(potential),
    return: bet.return_minor === null ? null : toMajor(bet.return_minor),
    placed_at: deps.clock.iso(bet.placed_at),
    settled_at: bet.settled_at === null ? null : deps.clock.iso(bet.settled_at),
    legs: legs.map((leg) => ({
      event_id: String(leg.event_id),
      sport: leg.sport,
      home: leg.home,
      away: leg.away,
      start_at: deps.clock.iso(leg.start_at),
      market: leg.market,
      line:
        leg.market === 'total'
          ? leg.total_line / 10
          : leg.market === 'handicap'
            ? leg.handicap_line / 10
            : null,
      outcome: leg.outcome,
      selection_id: `${leg.event_id}:${leg.market}:${leg.outcome}`,
      odds: leg.odds,
      result: leg.result,
      score:
        leg.status === 'ended' || leg.status === 'live'
          ? { home: leg.score_home, away: leg.score_away }
          : null,
    })),
  };
}

export type SportsBetView = ReturnType<typeof betView>;

export function listSportsBets(
  deps: Deps,
  playerId: number,
  status: 'open' | 'settled' | null,
  limit: number,
) {
  return playerBets(deps, playerId, status, limit).map((row) => betView(deps, row));
}

export function findSportsBet(deps: Deps, playerId: number, id: number): SportsBetView | undefined {
  const row = playerBet(deps, playerId, id);
  return row ? betView(deps, row) : undefined;
}
