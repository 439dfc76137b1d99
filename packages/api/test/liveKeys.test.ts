import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, fundedPlayer } from './support/games.ts';
import { LiveClient, ROUND_1_BUST_MS, WORKED_CHAIN } from './support/live.ts';

/**
 * Issue 33: a command key names one command of one round. A key sent again in a later round is not a repeat of the
 * old command (which would answer the old success and place nothing): it is refused `idempotency_key_reused`, so the
 * client knows nothing was done and sends the new command under a new key.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function table(): Promise<TestApi> {
  const t = await startTestApi({ live: { settings: WORKED_CHAIN } });
  cleanups.push(() => t.close());
  return t;
}

async function player(t: TestApi, currency: 'USD' | 'RUB' = 'USD', deposit = 20) {
  const funded = await fundedPlayer(t, currency, deposit);
  const live = await LiveClient.as(t, funded.token);
  cleanups.push(() => live.client.close());
  return { token: funded.token, ...live };
}

const bet = (key: string, stake: number) => ({
  type: 'crash.bet',
  key,
  stake_minor: stake,
  auto_cash_out: null,
});

/** From round 1's betting phase to round 2's. */
async function toRoundTwo(t: TestApi, client: LiveClient): Promise<void> {
  t.scheduler.advance(WORKED_CHAIN.bettingMs + ROUND_1_BUST_MS);
  await client.event('crash.busted', (frame) => frame['round_id'] === 1);
  t.scheduler.advance(WORKED_CHAIN.pauseMs);
  await client.event('crash.opened', (frame) => frame['round']['id'] === 2);
}

describe('command keys are scoped to their round', () => {
  it('refuses a crash cash-out key of round 1 reused in round 2, and leaves the new bet open', async () => {
    const t = await table();
    const alice = await player(t);
    await alice.client.command(bet('b-1', 100));
    t.scheduler.advance(WORKED_CHAIN.bettingMs + 5_000);
    const first = await alice.client.command({ type: 'crash.cash_out', key: 'c-1', round_id: 1 });
    expect(first).toMatchObject({ ok: true, payout_minor: 134 });
    t.scheduler.advance(ROUND_1_BUST_MS - 5_000);
    await alice.client.event('crash.busted', (frame) => frame['round_id'] === 1);
    t.scheduler.advance(WORKED_CHAIN.pauseMs);
    await alice.client.event('crash.opened', (frame) => frame['round']['id'] === 2);

    expect(await alice.client.command(bet('b-2', 100))).toMatchObject({ ok: true, balance_minor: 1_934 });
    t.scheduler.advance(WORKED_CHAIN.bettingMs + 1_000);
    const reused = await alice.client.command({ type: 'crash.cash_out', key: 'c-1', round_id: 2 });
    expect(reused).toMatchObject({ ok: false, error: 'idempotency_key_reused' });
    // A new key cashes the round-2 bet out for real.
    const fresh = await alice.client.command({ type: 'crash.cash_out', key: 'c-2', round_id: 2 });
    expect(fresh).toMatchObject({ ok: true });
    expect(fresh['payout_minor']).toBeGreaterThan(100);
  });

  it('refuses a crash bet key of round 1 reused in round 2 instead of answering the old bet', async () => {
    const t = await table();
    const alice = await player(t);
    expect(await alice.client.command(bet('b-1', 100))).toMatchObject({ ok: true, balance_minor: 1_900 });
    await toRoundTwo(t, alice.client);
    expect(await alice.client.command(bet('b-1', 100))).toMatchObject({
      ok: false,
      error: 'idempotency_key_reused',
    });
    expect(await alice.client.command(bet('b-2', 100))).toMatchObject({ ok: true, balance_minor: 1_800 });
    expect(await balanceMinor(t, alice.token)).toBe(1_800);
  });

  it('refuses a room join key of a settled round reused in the next round of the room', async () => {
    const t = await table();
    const alice = await player(t, 'RUB', 100);
    const bob = await player(t, 'RUB', 100);
    await alice.client.command({ type: 'room.join', key: 'j-1', room: 'red', seats: 1 });
    await bob.client.command({ type: 'room.join', key: 'k-1', room: 'red', seats: 1 });
    t.scheduler.advance(WORKED_CHAIN.roomCountdownMs);
    const settled = await alice.client.event('room.settled');
    const next = await alice.client.event('room.opened', (frame) => frame['round']['room'] === 'red');
    expect(next['round']['id']).not.toBe(settled['round_id']);
    const reused = await alice.client.command({ type: 'room.join', key: 'j-1', room: 'red', seats: 1 });
    expect(reused).toMatchObject({ ok: false, error: 'idempotency_key_reused' });
  });
});
