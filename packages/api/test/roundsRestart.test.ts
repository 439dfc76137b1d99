import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, tempDataDir } from './support/api.ts';
import { balanceMinor, fundedPlayer } from './support/games.ts';
import { cashOut, minerRoundWithOneSafeReveal } from './support/rounds.ts';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('an API restart mid-round', () => {
  it('keeps the round open on the same database, and it can be finished after the restart', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const first = await startTestApi({ dataDir: data.dir, accessTtlSeconds: 86_400 });
    const player = await fundedPlayer(first, 'USD', 20);
    const open = await minerRoundWithOneSafeReveal(first, player.token, 1, 1);
    const before = await balanceMinor(first, player.token);
    await first.close();

    const second = await startTestApi({ dataDir: data.dir, accessTtlSeconds: 86_400 });
    cleanups.push(() => second.close());
    const current = (await second.http.get('/games/miner/rounds/current', { token: player.token })).body[
      'data'
    ];
    expect(current).toMatchObject({
      id: open.id,
      status: 'open',
      multiplier: open.multiplier,
      state: open.state,
    });
    const done = (await cashOut(second, player.token, 'miner', open.id)).body['data'];
    expect(done.status).toBe('cashed_out');
    expect(await balanceMinor(second, player.token)).toBe(before + Math.round(done.payout * 100));
  });
});
