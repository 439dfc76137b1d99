import type { Deps } from '../deps.ts';
import { payWin } from '../rounds/roundStepStore.ts';
import { returnOf } from './betReturns.ts';
import type { EventRow } from './events.ts';
import { outcomeWon } from './pricing.ts';
import { closeBet, dueBets, legResults, markLeg, unsettledLegs } from './sportsBetStore.ts';

/** The sportsbook's settlement (docs/contract.md, "Sportsbook"): the legs of an ended event, then the bets they end. */

/** Marks every unsettled leg of a finished or abandoned event won, lost or void. */
export function settleLegs(deps: Deps, event: EventRow): void {
  for (const leg of unsettledLegs(deps, event.id)) {
    const result =
      event.status === 'abandoned'
        ? 'void'
        : outcomeWon(
              leg.market,
              leg.outcome,
              { home: event.score_home, away: event.score_away, overtime: event.overtime },
              { totalLine: event.total_line, handicapLine: event.handicap_line },
            )
          ? 'won'
          : 'lost';
    markLeg(deps, leg.bet_id, leg.leg, result);
  }
}

/**
 * Pays every open bet whose legs are all settled: a lost leg loses it; otherwise floor(stake × Π odds / 100^n) with
 * void legs at 1.00, the stake back (a `rollback` row) when all are void. The update from `open` is the guard: a
 * bet is paid once however often this runs. Answers the ids of the players paid.
 */
export function settleDueBets(deps: Deps): number[] {
  const paid: number[] = [];
  for (const bet of dueBets(deps)) {
    deps.db.transaction(() => {
      const legs = legResults(deps, bet.id);
      const lost = legs.some((leg) => leg.result === 'lost');
      const allVoid = legs.every((leg) => leg.result === 'void');
      const status = lost ? 'lost' : allVoid ? 'void' : 'won';
      const amount = lost
        ? 0
        : allVoid
          ? bet.stake_minor
          : returnOf(
              bet.stake_minor,
              legs.map((leg) => (leg.result === 'void' ? 100 : leg.odds)),
            );
      const now = deps.clock.now();
      if (!closeBet(deps, bet.id, status, amount, now)) return;
      paid.push(bet.player_id);
      // A void bet gives its stake back (a `rollback` row): it was never at risk, so it stops counting towards a bonus's
      // wagering (money.ts takes a given-back stake off the count).
      payWin(deps, bet.player_id, amount, {
        currency: bet.currency,
        reference: `sports:${bet.id}`,
        at: now,
        kind: allVoid ? 'rollback' : 'win',
      });
    });
  }
  return paid;
}
