import type { Deps } from '../deps.ts';
import { errorText } from '../deps.ts';
import { credit } from '../money/money.ts';
import { prizeIn, prizesOf } from './tournamentRules.ts';
import { scheduleTournaments } from './tournamentSchedule.ts';
import { dueTournaments, insertPrize, markTournamentPaid, playerCurrency } from './tournamentPrizeStore.ts';
import { standingsOf } from './tournamentStore.ts';

/** How often the prize job looks for tournaments that have ended (it also runs before every read of tournaments). */
export const TOURNAMENT_JOB_EVERY_MS = 60_000;

/**
 * The prize job: every tournament that has ended and is not yet paid pays its places once, in one transaction: the
 * tournament marked paid (only the first run can), each prize recorded and credited to its winner's real balance in
 * their own currency through the money module, as a `tournament_prize` history row under its own key
 * (`tournament_prize:tournament:<id>:<place>`), so a second run, a race or a restart pays nothing twice. A place
 * nobody reached pays nothing. Answers how many prizes it paid.
 */
export function payTournamentPrizes(deps: Pick<Deps, 'db' | 'clock'>): number {
  const now = deps.clock.now();
  const due = dueTournaments(deps.db, now);
  let paid = 0;
  for (const tournament of due) {
    paid += deps.db.transaction(() => {
      if (!markTournamentPaid(deps.db, tournament.id, now)) return 0;
      const prizes = prizesOf(tournament.prize_pool_minor, JSON.parse(tournament.prize_shares) as number[]);
      const winners = standingsOf(deps.db, tournament).slice(0, prizes.length);
      let count = 0;
      for (const winner of winners) {
        const currency = playerCurrency(deps.db, winner.playerId);
        const amountMinor = currency
          ? prizeIn(prizes[winner.place - 1] ?? 0, tournament.currency, currency)
          : 0;
        if (!currency || amountMinor <= 0) continue;
        insertPrize(deps.db, {
          tournament_id: tournament.id,
          place: winner.place,
          player_id: winner.playerId,
          points: winner.points,
          amount_minor: amountMinor,
          currency,
          paid_at: now,
        });
        credit(deps, {
          playerId: winner.playerId,
          kind: 'tournament_prize',
          amountMinor,
          currency,
          reference: `tournament:${tournament.id}:${winner.place}`,
          at: now,
        });
        count += 1;
      }
      return count;
    });
  }
  return paid;
}

/**
 * Runs the prize job and the schedule (each series' next tournament, `tournamentSchedule.ts`) now and every minute
 * until the returned stop is called; errors are logged.
 */
export function startTournamentPrizes(deps: Deps): () => void {
  const run = () => {
    try {
      const paid = payTournamentPrizes(deps);
      if (paid > 0) deps.log(`[tournaments] ${paid} prize(s) paid`);
      const scheduled = scheduleTournaments(deps);
      if (scheduled > 0) deps.log(`[tournaments] ${scheduled} next tournament(s) of a series scheduled`);
    } catch (error) {
      deps.warn(`[tournaments] prize run failed: ${errorText(error)}`);
    }
  };
  run();
  const timer = setInterval(run, TOURNAMENT_JOB_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
