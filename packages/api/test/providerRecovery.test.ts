import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../src/config.ts';
import { startTestApi, tempDataDir, type TestApi } from './support/api.ts';
import { ManualClock } from './support/clock.ts';
import { fundedPlayer } from './support/games.ts';
import { HttpClient } from './support/http.ts';
import { LIVE_TABLE_TIMING, launchTable, toNextRound } from './support/liveTables.ts';

/**
 * Issue 33, item 3, at the live blackjack table: a stop between a double's debit and its record left the second stake
 * taken and the hand not doubled. The next start gives that stake back, and the hand is settled as it was recorded.
 */
const WALLET_KEY = 'recovery-test-wallet-key-0123456789';
const data = tempDataDir();
const clock = new ManualClock();
let t: TestApi | null = null;
afterAll(async () => {
  await t?.close();
  data.remove();
});

const start = () => startTestApi({ dataDir: data.dir, clock, walletKey: WALLET_KEY });
const wallet = (api: TestApi, call: string, body: Record<string, unknown>) =>
  api.http.post(`/wallet/${call}`, body, { headers: { 'x-provider-key': WALLET_KEY } });
const balance = async (api: TestApi, token: string) =>
  (await wallet(api, 'balance', { token })).body['data']['balance_minor'] as number;

describe('a blackjack double cut by a stop (issue 33)', () => {
  it('is given back at the next start, and the hand is paid as it was recorded', async () => {
    t = await start();
    const player = await fundedPlayer(t, 'USD', 10);
    const token = await launchTable(t, player.token, 'blackjack-classic');
    const provider = new HttpClient(t.api.providerUrl);
    const roundId = toNextRound(t);
    const placed = await provider.post('/api/live/chips', {
      token,
      round_id: roundId,
      kind: 'hand',
      pockets: [],
      stake_minor: 100,
      key: 'recovery-hand-1',
    });
    const chipId = placed.body['data']['chip']['id'] as number;
    t.clock.advanceMs(LIVE_TABLE_TIMING.bettingMs);
    // The stop came after the double's debit and before its record: the stake is taken, the chip holds the mark.
    const double = `lt${chipId}d0123456789abcdef`;
    const debited = await wallet(t, 'debit', {
      token,
      transaction_id: `${double}-bet`,
      round_id: double,
      amount: 100,
    });
    expect(debited.status).toBe(200);
    expect(await balance(t, token)).toBe(800);
    await t.close();
    t = null;
    const db = new DatabaseSync(path.join(data.dir, DATABASE_FILE_NAME));
    db.prepare('UPDATE live_table_bets SET double_round = ? WHERE id = ?').run(`pending:${double}`, chipId);
    db.close();

    t = await start();
    expect(t.api.recovered).toMatchObject({ left: 0 });
    expect(t.api.recovered.rolledBack).toBeGreaterThanOrEqual(1);
    expect(await balance(t, token)).toBe(900);
    // The round ends: the hand is paid on its one stake, the double's round never.
    t.clock.advanceMs(LIVE_TABLE_TIMING.spinMs);
    await new HttpClient(t.api.providerUrl).post('/api/live/state', { token });
    const again = new DatabaseSync(path.join(data.dir, DATABASE_FILE_NAME), { readOnly: true });
    try {
      expect(
        again.prepare('SELECT double_round, moves FROM live_table_bets WHERE id = ?').get(chipId),
      ).toEqual({
        double_round: null,
        moves: '',
      });
      expect(
        again.prepare('SELECT status FROM wallet_transactions WHERE transaction_id = ?').get(`${double}-bet`),
      ).toEqual({ status: 'rolled_back' });
      const credits = again
        .prepare("SELECT round_id FROM wallet_transactions WHERE kind = 'credit' AND round_id LIKE ?")
        .all(`lt${chipId}%`);
      expect(credits).toEqual([{ round_id: `lt${chipId}` }]);
    } finally {
      again.close();
    }
  }, 60_000);
});
