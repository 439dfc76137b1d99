import { afterEach, describe, expect, it } from 'vitest';
import { liveOptionsFromEnv } from '../src/live/liveEnv.ts';
import { multiplierAt, timeOf } from '../src/live/crashMath.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { balanceMinor, fundedPlayer } from './support/games.ts';
import { LiveClient, ROUND_1_BUST_MS, WORKED_CHAIN } from './support/live.ts';

/**
 * Issue 37: the suite runs crash on a shorter clock through a setting of the API, the curve's pace
 * (API_CRASH_GROWTH_PER_MS, g of floor(100 × e^(g t)) / 100). The server sends it with the table, so a client draws the
 * curve the server settles on and never assumes one; the default stays 0.00006 per ms for players.
 */
const FAST = 0.0002;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function table(growthPerMs?: number): Promise<TestApi> {
  const settings = growthPerMs === undefined ? WORKED_CHAIN : { ...WORKED_CHAIN, growthPerMs };
  const t = await startTestApi({ live: { settings } });
  cleanups.push(() => t.close());
  return t;
}

async function player(t: TestApi) {
  const funded = await fundedPlayer(t, 'USD', 20);
  const live = await LiveClient.as(t, funded.token);
  cleanups.push(() => live.client.close());
  return { token: funded.token, ...live };
}

describe("the crash curve's pace, a setting of the API sent with the table", () => {
  it('sends the default pace of 0.00006 per ms with the table, and busts round 1 at 1.86x after 10 343 ms', async () => {
    const t = await table();
    const alice = await player(t);
    expect(alice.snapshot['crash']['growth_per_ms']).toBe(0.00006);
    expect(timeOf(186, 0.00006)).toBe(ROUND_1_BUST_MS);
    await alice.client.command({ type: 'crash.bet', key: 'a-1', stake_minor: 100, auto_cash_out: null });
    t.scheduler.advance(WORKED_CHAIN.bettingMs + ROUND_1_BUST_MS);
    expect(await alice.client.event('crash.busted')).toMatchObject({ round_id: 1, crash: 186 });
  });

  it('runs a faster table on its own pace: sent to the client, round 1 busts at 1.86x after 3 103 ms', async () => {
    const t = await table(FAST);
    const alice = await player(t);
    expect(alice.snapshot['crash']['growth_per_ms']).toBe(FAST);
    await alice.client.command({ type: 'crash.bet', key: 'a-1', stake_minor: 100, auto_cash_out: 150 });
    t.scheduler.advance(WORKED_CHAIN.bettingMs);
    await alice.client.event('crash.started');
    // The auto cash-out at 1.50× pays at the instant the fast curve reaches it, the bust at that curve's 1.86×.
    t.scheduler.advance(timeOf(150, FAST));
    expect(await alice.client.event('crash.cashed_out')).toMatchObject({ at: 150, payout_minor: 150 });
    t.scheduler.advance(3_103 - timeOf(150, FAST));
    expect(await alice.client.event('crash.busted')).toMatchObject({ round_id: 1, crash: 186 });
    expect(await balanceMinor(t, alice.token)).toBe(2_050);
  });

  it('cashes out at the multiplier of the fast curve: 1.82x at 3 s', async () => {
    const t = await table(FAST);
    const alice = await player(t);
    await alice.client.command({ type: 'crash.bet', key: 'a-1', stake_minor: 100, auto_cash_out: null });
    t.scheduler.advance(WORKED_CHAIN.bettingMs + 3_000);
    expect(multiplierAt(3_000, FAST)).toBe(182);
    const reply = await alice.client.command({ type: 'crash.cash_out', key: 'c-1', round_id: 1 });
    expect(reply).toMatchObject({ ok: true, payout_minor: 182, balance_minor: 2_082 });
  });
});

describe('API_CRASH_GROWTH_PER_MS', () => {
  it('sets the pace from the environment, and leaves the default when unset', () => {
    expect(liveOptionsFromEnv({ API_CRASH_GROWTH_PER_MS: '0.0002' })?.settings).toEqual({
      growthPerMs: 0.0002,
    });
    expect(liveOptionsFromEnv({})).toBeUndefined();
  });

  it('refuses at the start a pace no player could watch: zero, negative, huge, not a number', () => {
    for (const text of ['0', '-0.00006', '1', '0.5', 'Infinity', 'NaN', 'fast', '', '1e-9'])
      expect(() => liveOptionsFromEnv({ API_CRASH_GROWTH_PER_MS: text }), text).toThrow(
        /API_CRASH_GROWTH_PER_MS must be a number/,
      );
  });
});
