import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crashBetFactory, crashRoundFactory, crashTableFactory } from '../../../test/factories/index.ts';
import { applyCrashEvent, myCrashBet } from './crashTable.ts';
import type { CrashTable, LiveEvent } from './liveTypes.ts';

const HASH = '584d34f8696d57ad326729d4bc839a3256f3e7b063c0c8d5d0a833a6d9d7ce31';

function play(table: CrashTable, ...events: LiveEvent[]): CrashTable {
  return events.reduce(applyCrashEvent, table);
}

describe('crash round state machine', () => {
  it('runs betting → running → busted, losing the bets still open at the bust', () => {
    const mine = crashBetFactory.build({ mine: true, key: 'key-1' });
    const other = crashBetFactory.build();
    const table = play(
      crashTableFactory.build(),
      { kind: 'crashBet', bet: mine },
      { kind: 'crashBet', bet: other },
      { kind: 'crashStarted', roundId: 1, startedAt: 1_000 },
      { kind: 'crashCashedOut', roundId: 1, betId: other.betId, atHundredths: 150, payoutMinor: 150 },
      { kind: 'crashBusted', roundId: 1, crashHundredths: 186, hash: HASH },
    );
    expect(table.round).toMatchObject({
      phase: 'busted',
      crashHundredths: 186,
      hash: HASH,
      startedAt: 1_000,
    });
    expect(table.bets.map((bet) => [bet.status, bet.payoutMinor])).toEqual([
      ['lost', 0],
      ['cashed_out', 150],
    ]);
    expect(table.history[0]).toEqual({
      roundId: 1,
      crashHundredths: 186,
      hash: HASH,
      voided: false,
      refunds: 0,
    });
    expect(myCrashBet(table)?.key).toBe('key-1');
  });

  it('ignores a bet once the round runs and a cash-out of a bet already settled', () => {
    const bet = crashBetFactory.build();
    const running = play(
      crashTableFactory.build(),
      { kind: 'crashBet', bet },
      { kind: 'crashStarted', roundId: 1, startedAt: 1_000 },
      { kind: 'crashCashedOut', roundId: 1, betId: bet.betId, atHundredths: 120, payoutMinor: 120 },
    );
    const after = play(
      running,
      { kind: 'crashBet', bet: crashBetFactory.build() },
      { kind: 'crashCashedOut', roundId: 1, betId: bet.betId, atHundredths: 180, payoutMinor: 180 },
    );
    expect(after).toBe(running);
  });

  it('opens only a newer round, with no bets', () => {
    const busted = play(crashTableFactory.build({ bets: [crashBetFactory.build()] }), {
      kind: 'crashStarted',
      roundId: 1,
      startedAt: 0,
    });
    const stale = play(busted, { kind: 'crashOpened', round: crashRoundFactory.build({ id: 1 }) });
    expect(stale).toBe(busted);
    const next = play(busted, { kind: 'crashOpened', round: crashRoundFactory.build({ id: 2 }) });
    expect(next.round.id).toBe(2);
    expect(next.bets).toEqual([]);
  });

  it('a snapshot replaces whatever the table held', () => {
    const snapshot = crashTableFactory.build({ round: crashRoundFactory.build({ id: 9, phase: 'running' }) });
    const table = play(crashTableFactory.build(), {
      kind: 'snapshot',
      serverNow: 0,
      crash: snapshot,
      rooms: [],
      balanceMinor: null,
      feed: { plays: [], bigWins: [] },
    });
    expect(table).toBe(snapshot);
  });

  it('never moves a round backwards, whatever events arrive in whatever order', () => {
    const order = { betting: 0, running: 1, busted: 2 } as const;
    const event = fc.oneof(
      fc.record({
        kind: fc.constant('crashStarted' as const),
        roundId: fc.integer({ min: 1, max: 3 }),
        startedAt: fc.nat(),
      }),
      fc.record({
        kind: fc.constant('crashBusted' as const),
        roundId: fc.integer({ min: 1, max: 3 }),
        crashHundredths: fc.integer({ min: 100, max: 10_000 }),
        hash: fc.constant(HASH),
      }),
      fc.record({
        kind: fc.constant('crashCashedOut' as const),
        roundId: fc.integer({ min: 1, max: 3 }),
        betId: fc.integer({ min: 1, max: 3 }),
        atHundredths: fc.integer({ min: 101, max: 10_000 }),
        payoutMinor: fc.nat(),
      }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        let table = crashTableFactory.build();
        for (const next of events) {
          const after = applyCrashEvent(table, next);
          expect(order[after.round.phase]).toBeGreaterThanOrEqual(order[table.round.phase]);
          table = after;
        }
      }),
    );
  });
});
