import { afterEach, describe, expect, it } from 'vitest';
import { cashOutDraw, payoutAt } from '../src/live/crashMath.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, fundedPlayer } from './support/games.ts';
import { LiveClient, ROUND_1_BUST_MS, ROUND_1_HASH, WORKED_CHAIN } from './support/live.ts';

/**
 * Issue 33: a crash cash-out is no longer floored. stake × multiplier is paid in whole minor units by the rounding
 * draw of docs/fairness.md (worked example 16): HMAC_SHA256(key = the round's hash, message = `cash-out:<bet key>`).
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function player(t: TestApi) {
  const funded = await fundedPlayer(t, 'USD', 20);
  const live = await LiveClient.as(t, funded.token);
  cleanups.push(() => live.client.close());
  return { token: funded.token, ...live };
}

const ROWS = [
  { key: 'lucky-player-42-bet-1', stake: 1, at: 150, draw: 2_315_302_516, paid: 1 },
  { key: '5f2c9e01d7a84b36-bet-1', stake: 1, at: 150, draw: 808_075_333, paid: 2 },
  { key: 'lucky-player-42-bet-2', stake: 7, at: 185, draw: 3_053_753_439, paid: 13 },
] as const;

describe('crash cash-outs paid by the rounding draw (worked example 16)', () => {
  it.each(ROWS)('draws $draw for $key and pays $paid for $stake at $at hundredths', (row) => {
    expect(cashOutDraw(ROUND_1_HASH, row.key)).toBe(row.draw);
    expect(payoutAt(row.stake, row.at, ROUND_1_HASH, row.key)).toBe(row.paid);
  });

  it('pays each auto cash-out of round 1 what the example says, over the live socket', async () => {
    const t = await startTestApi({ live: { settings: WORKED_CHAIN } });
    cleanups.push(() => t.close());
    const players = await Promise.all(ROWS.map(() => player(t)));
    for (const [index, row] of ROWS.entries()) {
      const placed = await players[index]?.client.command({
        type: 'crash.bet',
        key: row.key,
        stake_minor: row.stake,
        auto_cash_out: row.at,
      });
      expect(placed).toMatchObject({ ok: true, balance_minor: 2_000 - row.stake });
    }
    const watcher = players[0];
    if (!watcher) throw new Error('no player');
    t.scheduler.advance(WORKED_CHAIN.bettingMs + ROUND_1_BUST_MS);
    await watcher.client.event('crash.busted');
    const paid = watcher.client.frames
      .filter((frame) => frame['type'] === 'crash.cashed_out')
      .map((frame) => [frame['at'], frame['payout_minor']]);
    expect(paid).toEqual(ROWS.map((row) => [row.at, row.paid]));
    for (const [index, row] of ROWS.entries())
      expect(await balanceMinor(t, players[index]?.token ?? '')).toBe(2_000 - row.stake + row.paid);
  });
});
