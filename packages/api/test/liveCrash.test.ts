import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, fundedPlayer } from './support/games.ts';
import {
  LiveClient,
  ROUND_1_BUST_MS,
  ROUND_1_HASH,
  WORKED_CHAIN,
  WORKED_TERMINATING,
} from './support/live.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function table(): Promise<TestApi> {
  const t = await startTestApi({ live: { settings: WORKED_CHAIN } });
  cleanups.push(() => t.close());
  return t;
}

async function player(t: TestApi, deposit = 20) {
  const funded = await fundedPlayer(t, 'USD', deposit);
  const live = await LiveClient.as(t, funded.token);
  cleanups.push(() => live.client.close());
  return { token: funded.token, ...live };
}

const bet = (key: string, stake: number, auto: number | null = null) => ({
  type: 'crash.bet',
  key,
  stake_minor: stake,
  auto_cash_out: auto,
});

describe('crash over the live socket', () => {
  it('shows two players the same round, start and bust: round 1 of the worked chain busts at 1.86x', async () => {
    const t = await table();
    const alice = await player(t);
    const bob = await player(t);
    expect(alice.snapshot['crash']).toMatchObject({
      round: { id: 1, phase: 'betting', crash: null, hash: null },
      terminating_hash: WORKED_TERMINATING,
      salt: WORKED_CHAIN.chainSeed.salt,
    });
    expect(alice.snapshot['balance_minor']).toBe(2_000);

    const placed = await alice.client.command(bet('a-1', 100));
    expect(placed).toMatchObject({ ok: true, balance_minor: 1_900 });
    const seen = await bob.client.event('crash.bet');
    expect(seen['bet']).toMatchObject({ stake_minor: 100, mine: false, key: null, status: 'open' });
    expect(seen['bet']['player']).toMatch(/^.{1,2}\*\*\*$/);
    expect(JSON.stringify(seen)).not.toContain('player_id');

    t.scheduler.advance(WORKED_CHAIN.bettingMs);
    const [startA, startB] = await Promise.all([
      alice.client.event('crash.started'),
      bob.client.event('crash.started'),
    ]);
    expect(startA).toEqual(startB);

    t.scheduler.advance(ROUND_1_BUST_MS);
    const [bustA, bustB] = await Promise.all([
      alice.client.event('crash.busted'),
      bob.client.event('crash.busted'),
    ]);
    expect(bustA).toEqual({ type: 'crash.busted', round_id: 1, crash: 186, hash: ROUND_1_HASH });
    expect(bustB).toEqual(bustA);
    expect(await balanceMinor(t, alice.token)).toBe(1_900);
  });

  it('pays an auto cash-out at its target with the player disconnected', async () => {
    const t = await table();
    const alice = await player(t);
    const watcher = await player(t, 0);
    expect((await alice.client.command(bet('a-1', 100, 150))).ok).toBe(true);
    await alice.client.close();

    t.scheduler.advance(WORKED_CHAIN.bettingMs + ROUND_1_BUST_MS);
    const paid = await watcher.client.event('crash.cashed_out');
    expect(paid).toMatchObject({ round_id: 1, at: 150, payout_minor: 150 });
    await watcher.client.event('crash.busted');
    expect(await balanceMinor(t, alice.token)).toBe(2_050);

    const back = await LiveClient.as(t, alice.token);
    cleanups.push(() => back.client.close());
    const history = back.snapshot['crash']['history'];
    expect(history[0]).toEqual({ round_id: 1, crash: 186, hash: ROUND_1_HASH, status: 'busted', refunds: 0 });
  });

  it('loses an auto cash-out set above the crash point', async () => {
    const t = await table();
    const alice = await player(t);
    await alice.client.command(bet('a-1', 100, 187));
    t.scheduler.advance(WORKED_CHAIN.bettingMs + ROUND_1_BUST_MS);
    await alice.client.event('crash.busted');
    expect(await balanceMinor(t, alice.token)).toBe(1_900);
  });

  it('cashes out at the multiplier of the moment: 1.82x at 10 s', async () => {
    const t = await table();
    const alice = await player(t);
    await alice.client.command(bet('a-1', 100));
    t.scheduler.advance(WORKED_CHAIN.bettingMs + 10_000);
    const reply = await alice.client.command({ type: 'crash.cash_out', key: 'c-1', round_id: 1 });
    expect(reply).toMatchObject({ ok: true, payout_minor: 182, balance_minor: 2_082 });
  });

  it('refuses a cash-out once the curve has reached the crash point, even before the bust is sent', async () => {
    const t = await table();
    const alice = await player(t);
    await alice.client.command(bet('a-1', 100));
    t.scheduler.advance(WORKED_CHAIN.bettingMs);
    t.clock.advanceMs(ROUND_1_BUST_MS);
    const late = await alice.client.command({ type: 'crash.cash_out', key: 'c-1', round_id: 1 });
    expect(late).toMatchObject({ ok: false, error: 'round_busted' });
    t.scheduler.advance(0);
    await alice.client.event('crash.busted');
    const after = await alice.client.command({ type: 'crash.cash_out', key: 'c-2', round_id: 1 });
    expect(after).toMatchObject({ ok: false, error: 'round_busted' });
    expect(await balanceMinor(t, alice.token)).toBe(1_900);
  });

  it('pays a cash-out repeated with one key once', async () => {
    const t = await table();
    const alice = await player(t);
    await alice.client.command(bet('a-1', 100));
    t.scheduler.advance(WORKED_CHAIN.bettingMs + 5_000);
    const first = await alice.client.command({ type: 'crash.cash_out', key: 'c-1', round_id: 1 });
    const again = await alice.client.command({ type: 'crash.cash_out', key: 'c-1', round_id: 1 });
    expect(first).toMatchObject({ ok: true, payout_minor: 134 });
    expect(again).toMatchObject({ ok: true, payout_minor: 134, balance_minor: 2_034 });
    const other = await alice.client.command({ type: 'crash.cash_out', key: 'c-2', round_id: 1 });
    expect(other).toMatchObject({ ok: false, error: 'no_open_bet' });
    expect(await balanceMinor(t, alice.token)).toBe(2_034);
  });

  it('places a bet repeated with one key once, and one bet per round', async () => {
    const t = await table();
    const alice = await player(t);
    await alice.client.command(bet('a-1', 100));
    expect(await alice.client.command(bet('a-1', 100))).toMatchObject({ ok: true, balance_minor: 1_900 });
    expect(await alice.client.command(bet('a-1', 200))).toMatchObject({ error: 'idempotency_key_reused' });
    expect(await alice.client.command(bet('a-2', 100))).toMatchObject({ error: 'already_bet' });
    expect(await balanceMinor(t, alice.token)).toBe(1_900);
  });

  it('refuses balance_not_enough, the §9 limits and a bet once the round runs', async () => {
    const t = await table();
    const poor = await player(t, 0);
    expect(await poor.client.command(bet('p-1', 100))).toMatchObject({
      ok: false,
      error: 'balance_not_enough',
    });
    const rich = await player(t, 600);
    expect(await rich.client.command(bet('r-1', 50_001))).toMatchObject({ error: 'above_max' });
    expect(await rich.client.command(bet('r-2', 100, 100))).toMatchObject({ error: 'invalid' });
    t.scheduler.advance(WORKED_CHAIN.bettingMs);
    expect(await rich.client.command(bet('r-3', 100))).toMatchObject({ error: 'betting_closed' });
    expect(await balanceMinor(t, rich.token)).toBe(60_000);
  });

  it('answers a command without a login unauthenticated', async () => {
    const t = await table();
    const anonymous = await LiveClient.open(t);
    cleanups.push(() => anonymous.close());
    expect(await anonymous.command(bet('x-1', 100))).toMatchObject({ ok: false, error: 'unauthenticated' });
  });

  it('sends the snapshot again on request, for a view of the page that joined the socket late', async () => {
    const t = await table();
    const alice = await player(t);
    alice.client.send({ type: 'snapshot' });
    const again = await alice.client.event('snapshot');
    expect(again['balance_minor']).toBe(2_000);
    expect(again['crash']['round']).toMatchObject({ phase: 'betting' });
    expect(again['feed']).toMatchObject({ plays: [], big_wins: [] });
  });

  it('ignores hostile frames and keeps serving the socket', async () => {
    const t = await table();
    const alice = await player(t);
    alice.client.send('not json');
    alice.client.send({ type: 'crash.bet', key: 'h-1', stake_minor: -5, auto_cash_out: null });
    alice.client.send({ type: 'crash.bet', key: 'h-2', stake_minor: 1e300, auto_cash_out: null });
    alice.client.send({ type: '__proto__', key: 'h-3' });
    const replies = await Promise.all(
      ['h-1', 'h-2', 'h-3'].map((key) => alice.client.next((frame) => frame['key'] === key)),
    );
    expect(replies.map((reply) => reply['error'])).toEqual(['invalid', 'invalid', 'invalid']);
    alice.client.send({ type: 'ping' });
    expect(await alice.client.event('pong')).toEqual({ type: 'pong' });
    expect(await balanceMinor(t, alice.token)).toBe(2_000);
  });
});
