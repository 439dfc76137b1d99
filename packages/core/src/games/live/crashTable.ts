import type { CrashBet, CrashTable, LiveEvent } from './liveTypes.ts';

/** How many busted rounds the strip keeps (the snapshot sends as many). */
export const CRASH_HISTORY_SIZE = 50;

function withBet(bets: readonly CrashBet[], bet: CrashBet): readonly CrashBet[] {
  const index = bets.findIndex((candidate) => candidate.betId === bet.betId);
  if (index === -1) return [...bets, bet];
  return bets.map((candidate, at) => (at === index ? bet : candidate));
}

/**
 * The crash round's state machine: betting → running → busted, then a new round. An event that does not fit the
 * state (another round's, a step back, a repeat) changes nothing: the next snapshot sets things right.
 */
export function applyCrashEvent(table: CrashTable, event: LiveEvent): CrashTable {
  const { round } = table;
  switch (event.kind) {
    case 'snapshot':
      return event.crash;
    case 'crashOpened':
      if (event.round.id <= round.id || event.round.phase !== 'betting') return table;
      return { ...table, round: event.round, bets: [] };
    case 'crashBet':
      if (event.bet.roundId !== round.id || round.phase !== 'betting') return table;
      return { ...table, bets: withBet(table.bets, event.bet) };
    case 'crashStarted':
      if (event.roundId !== round.id || round.phase !== 'betting') return table;
      return { ...table, round: { ...round, phase: 'running', startedAt: event.startedAt } };
    case 'crashCashedOut': {
      if (event.roundId !== round.id || round.phase !== 'running') return table;
      const bet = table.bets.find((candidate) => candidate.betId === event.betId);
      if (!bet || bet.status !== 'open') return table;
      const settled = { ...bet, status: 'cashed_out' as const, cashedOutAt: event.atHundredths };
      return { ...table, bets: withBet(table.bets, { ...settled, payoutMinor: event.payoutMinor }) };
    }
    case 'crashBusted': {
      if (event.roundId !== round.id || round.phase !== 'running') return table;
      const bets = table.bets.map((bet) =>
        bet.status === 'open' ? { ...bet, status: 'lost' as const } : bet,
      );
      const entry = {
        roundId: round.id,
        crashHundredths: event.crashHundredths,
        hash: event.hash,
        voided: false,
        refunds: 0,
      };
      return {
        ...table,
        round: { ...round, phase: 'busted', crashHundredths: event.crashHundredths, hash: event.hash },
        bets,
        history: [entry, ...table.history].slice(0, CRASH_HISTORY_SIZE),
      };
    }
    default:
      return table;
  }
}

/** This player's bet in the round on the table, if any. */
export function myCrashBet(table: CrashTable): CrashBet | undefined {
  return table.bets.find((bet) => bet.mine && bet.roundId === table.round.id);
}
