import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, tempDataDir, type TestApi } from './support/api.ts';
import { balanceMinor, fundedPlayer } from './support/games.ts';
import { LiveClient, ROUND_1_HASH, WORKED_CHAIN } from './support/live.ts';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const bet = (key: string, auto: number | null) => ({
  type: 'crash.bet',
  key,
  stake_minor: 100,
  auto_cash_out: auto,
});

describe('an API restart during a crash round', () => {
  it('refunds every bet still open, keeps the cash-outs already paid, and voids the round with its hash shown', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const options = { dataDir: data.dir, accessTtlSeconds: 86_400, live: { settings: WORKED_CHAIN } };
    const first: TestApi = await startTestApi(options);
    const holder = await fundedPlayer(first, 'USD', 20);
    const auto = await fundedPlayer(first, 'USD', 20);
    const holding = await LiveClient.as(first, holder.token);
    const cashing = await LiveClient.as(first, auto.token);
    expect((await holding.client.command(bet('h-1', null))).ok).toBe(true);
    expect((await cashing.client.command(bet('a-1', 150))).ok).toBe(true);
    first.scheduler.advance(WORKED_CHAIN.bettingMs + 8_000);
    await holding.client.event('crash.cashed_out');
    await holding.client.close();
    await cashing.client.close();
    await first.close();

    const second = await startTestApi(options);
    cleanups.push(() => second.close());
    expect(await balanceMinor(second, holder.token)).toBe(2_000);
    expect(await balanceMinor(second, auto.token)).toBe(2_050);
    const back = await LiveClient.as(second, holder.token);
    cleanups.push(() => back.client.close());
    expect(back.snapshot['crash']['round']).toMatchObject({ id: 2, phase: 'betting' });
    // The history says the round was voided with its refund: never a bust at 1.86× that nobody saw.
    expect(back.snapshot['crash']['history'][0]).toEqual({
      round_id: 1,
      crash: 186,
      hash: ROUND_1_HASH,
      status: 'void',
      refunds: 1,
    });

    const third = await startTestApi(options);
    cleanups.push(() => third.close());
    expect(await balanceMinor(third, holder.token)).toBe(2_000);
  });
});
